/** Time as every benchmark process reads it, and the few ways they wait. */

/**
 * Milliseconds on the machine's monotonic clock (CLOCK_MONOTONIC, via process.hrtime), the same
 * in every process: a time taken in a client process compares with one taken in the server's.
 */
export const now = () => Number(process.hrtime.bigint()) / 1e6;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A random moment (or length) between `min` and `max`. */
export const between = (min: number, max: number) => min + Math.random() * (max - min);

/** The mean time of one call of `work`, run `runs` times one after the other. */
export async function timeEach(runs: number, work: () => unknown): Promise<number> {
  const start = now();
  for (let i = 0; i < runs; i += 1) await work();
  return (now() - start) / runs;
}
