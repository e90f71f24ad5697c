/** How the reports write their figures. */

/** NaN (no sample) crosses the processes' JSON channel as null: both print as a dash. */
export const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`;
export const us = (value: number) => `${(value * 1000).toFixed(0)} µs`;
export const count = (value: number) => value.toLocaleString('en');
export const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
export const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');

/** How often each label occurs, e.g. `/api/blog 503 ×3; /api/leaders fetch failed ×1`. */
export function tally(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, n]) => `${label} ×${n}`).join('; ') || 'none';
}
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
