/**
 * What bench/chat.ts and its client processes share: the commands the bench sends them, and
 * their answers.
 */
import type { ChatMessage } from '@torch/contract';
import type { ChildClient } from '../lib/child';

// ---- What the server process asks of the client processes ----

/**
 * Two client processes run this file: one holds the sockets, the other sends, so a send's
 * round trip is not held up behind the fan-out the socket process is busy receiving.
 */
export type Command =
  | { kind: 'connect-torch'; url: string; tokens: string[]; count: number }
  | { kind: 'connect-raw'; url: string; count: number }
  | { kind: 'settle'; quietMs: number }
  | { kind: 'post'; url: string; token: string; key: string }
  | { kind: 'wait'; key: string; expect: number }
  | {
      kind: 'send-load';
      url: string;
      tokens: string[];
      rate: number;
      seconds: number;
      prefix: string;
    }
  | { kind: 'count-load'; perSocket: number }
  | { kind: 'exit' };

export interface ConnectResult {
  connected: number;
  failures: string[];
  /** Until the last socket is connected. */
  ms: number;
  /** Until the clients have heard nothing for half a second (minus that half second). */
  quietMs: number;
  /** `user-online` events heard meanwhile: each new socket is announced to every member. */
  presenceEvents: number;
}
export interface PostResult {
  key: string;
  t0: number;
  tResponse: number;
  status: number | string;
  message: ChatMessage | null;
}
export interface WaitResult {
  tLast: number;
  received: number;
}
export interface LoadResult {
  sends: PostResult[];
  sendSeconds: number;
}
export interface CountResult {
  sockets: number;
  expected: number;
  delivered: number;
  lost: number;
  duplicates: number;
  socketsMissingSome: number;
  disconnects: string[];
}
export interface Results {
  'connect-torch': ConnectResult;
  'connect-raw': ConnectResult;
  settle: null;
  post: PostResult;
  wait: WaitResult;
  'send-load': LoadResult;
  'count-load': CountResult;
  exit: null;
}

/** The server's memory after two garbage collections. */
export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** What the bench's phases work with: the app, its members, the two client processes. */
export interface ChatBench {
  appUrl: string;
  /** One per member, in member order. */
  tokens: string[];
  /** The process holding the sockets, and the one sending. */
  clients: ChildClient<Command, Results>;
  sender: ChildClient<Command, Results>;
  /** Message key → when the service handed it to Socket.IO, and when that call returned. */
  emits: Map<string, { start: number; end: number }>;
  memory: () => Promise<Memory>;
}
