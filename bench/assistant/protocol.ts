/**
 * What bench/assistant.ts and its client process share: the settings, the one command (a
 * closed loop of requests) and the samples it answers with.
 */

export const CONCURRENCY = 50;
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
export const SERIAL_REQUESTS = Number(process.env.BENCH_SERIAL_REQUESTS ?? 100);
/** providers/builtin.ts: the pause after each chunk (not exported; keep in step). */
export const CHUNK_GAP_MS = 12;
/** service.ts: how many BM25 matches go with a question (not exported; keep in step). */
export const RELEVANT_FACTS = 6;

export interface RunCommand {
  kind: 'run';
  url: string;
  method: 'GET' | 'POST';
  /** POST bodies, used in turn; none for GET. */
  bodies: string[];
  concurrency: number;
  requests: number;
}
export interface Answers {
  run: Sample[];
}

export interface Sample {
  index: number;
  status: number;
  /** From just before the request to the first byte of the body, and to its end. */
  ttfb: number;
  total: number;
  /** `data` events: how many pieces the answer arrived in. */
  pieces: number;
  text: string;
  error?: string;
}
