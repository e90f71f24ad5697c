/**
 * A server's own view of a run, from its GET /metrics (Prometheus text, turned on by
 * METRICS_TOKEN), read before and after.
 */

/** GET /metrics as `name{labels}` → value. */
export async function scrapeMetrics(url: string, token: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const figures = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    figures.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return figures;
}

/** A metric summed over all its labels. */
function metricTotal(figures: Map<string, number>, name: string): number {
  let total = 0;
  for (const [key, value] of figures)
    if (key === name || key.startsWith(`${name}{`)) total += value;
  return total;
}

export interface ServerFigures {
  /** Event-loop delay over the run (prom-client resets its histogram at each scrape). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Garbage collection during the run. */
  gcMs: number;
  queries: number;
  queryMeanMs: number;
}

export function serverFigures(
  before: Map<string, number>,
  after: Map<string, number>,
): ServerFigures {
  const grew = (name: string) => metricTotal(after, name) - metricTotal(before, name);
  const queries = grew('torch_db_query_duration_seconds_count');
  return {
    loopDelayP99Ms: metricTotal(after, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    loopDelayMaxMs: metricTotal(after, 'nodejs_eventloop_lag_max_seconds') * 1000,
    gcMs: grew('nodejs_gc_duration_seconds_sum') * 1000,
    queries,
    queryMeanMs: (grew('torch_db_query_duration_seconds_sum') * 1000) / queries,
  };
}
