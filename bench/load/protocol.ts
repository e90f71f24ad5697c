/**
 * What bench/load.ts and its load processes share: the settings, what visitors read, how a
 * message names its send, and the commands the bench sends the load processes with their
 * answers.
 */
import type { Percentiles } from '../lib/stats';
import { keyOf } from '../lib/chat-message';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
export const VISITORS = Number(process.env.BENCH_VISITORS ?? 300);
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
export const RECEIPTS = process.env.BENCH_RECEIPTS !== 'false';

/** Each member sends one message this often (the "1 message each per 10 s"). */
export const SEND_INTERVAL_MS = 10_000;
/** A visitor reads for this long between two requests. */
export const THINK_MS = { min: 1000, max: 3000 };

/** What visitors look at: the home page's HTML and the public APIs the site's pages call. */
export const PUBLIC_PATHS = [
  '/',
  '/api/events?upcoming=true&limit=3',
  '/api/events',
  '/api/teachings?limit=1',
  '/api/teachings',
  '/api/blog',
  '/api/site-content?page=home',
  '/api/leaders',
  '/api/ministry-teams/public',
  '/api/light-campuses/public',
  '/api/prayer-requests/public',
  '/api/testimonies/public',
];

// ---- Messages: a key in front names the run, the author and the send ----

export const keyFor = (runId: string, author: number, sequence: number) =>
  `${runId}/${author}/${sequence}`;
/** The author of one of this run's messages, or undefined for anything else on the room. */
export function authorOf(content: string, runId: string): number | undefined {
  const [run, author] = keyOf(content).split('/');
  return run === runId && author !== undefined ? Number(author) : undefined;
}

// ---- What the load processes are asked, and what they answer ----

export interface Member {
  index: number;
  /** The instance this member's browser talks to. */
  url: string;
  token: string;
}
export interface Hit {
  path: string;
  /** When it left, on the shared clock. */
  t0: number;
  ms: number;
  /** The HTTP status, or the network error. */
  status: number | string;
}
export interface Send extends Hit {
  key: string;
  author: number;
}
export interface ConnectResult {
  connected: number;
  failures: string[];
  ms: number;
}
export interface DeliveryResult {
  expected: number;
  received: number;
  duplicates: number;
  /** From the send's start to each arrival, in ms: all of them, then split by path. */
  latency: Percentiles;
  sameInstance: Percentiles;
  crossInstance: Percentiles;
  /** Why sockets closed while the run was on (`io server disconnect`, `transport close`, …). */
  drops: string[];
  /** `error` events the server sent the sockets. */
  serverErrors: string[];
}

export type Command =
  | { kind: 'visit'; urls: string[]; visitors: number; startAt: number; endAt: number }
  | { kind: 'connect'; members: Member[]; runId: string; receipts: boolean }
  | { kind: 'send'; members: Member[]; runId: string; startAt: number; endAt: number }
  | { kind: 'deliveries'; sends: Send[]; until: number }
  | { kind: 'loop-delay' };
export interface Answers {
  visit: Hit[];
  connect: ConnectResult;
  send: Send[];
  deliveries: DeliveryResult;
  'loop-delay': LoopDelay;
}
/** A load process's own event-loop delay since it was last asked: time its clocks also count. */
export interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}
export type Role = 'visitors' | 'sockets' | 'senders';
