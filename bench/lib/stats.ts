/** Percentiles and the few summaries the reports print. */

/** The nearest-rank percentile; NaN (a sample that could not be taken) is left out. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((x, y) => x - y);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(values: number[]): Percentiles {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length > 0 ? values.reduce((max, value) => Math.max(max, value)) : Number.NaN,
  };
}
