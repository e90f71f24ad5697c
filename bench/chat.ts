/**
 * Chat fan-out against a baseline in the same run.
 *
 *   (a) a community message sent through POST /api/messages on the full app (token check,
 *       validation, send limit, the database transaction and commit, then Socket.IO's emit to
 *       the members' room), timed until the last of 1,000 signed-in sockets has it;
 *   (b) a bare `ws` server broadcasting the same JSON to 1,000 raw WebSocket clients, timed
 *       the same way;
 *   (c) sustained load: 200 member sockets while members send 50 messages a second for 30 s
 *       (after 5 s of the same, not counted): the POST round trip (p50/p99), the server's RSS
 *       per socket, and whether every socket got every message.
 *
 * The servers run in this process. The clients run in two child processes (this file again,
 * with the argument `clients`): one holds every socket, the other sends the messages, so no
 * client shares the servers' event loop, this process's memory is the servers', and a send is
 * not answered late because its own process is busy receiving the fan-out. All processes read
 * CLOCK_MONOTONIC (process.hrtime), so a time taken in one compares with a time taken in
 * another. Machines here are shared and noisy, so only the ratio means anything; (c) reports
 * the server's CPU share and event-loop delay to show how busy it was.
 *
 *   npm run bench:chat                                  PGlite (the embedded default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:chat   PostgreSQL
 *   BENCH_ROUNDS=10 BENCH_SECONDS=30                     fan-out rounds, sustained seconds
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@torch/contract';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../apps/server/src/app';
import { TokenService } from '../apps/server/src/auth/tokens';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { users } from '../apps/server/src/db/schema';
import type { ChatAnnouncer } from '../apps/server/src/modules/chat/service';
import { percentile, withScratchDatabase } from './support';

const FANOUT_CLIENTS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SUSTAINED_CLIENTS = 200;
const SUSTAINED_RATE = 50;
const SUSTAINED_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;
/** Accounts: each sustained socket is a member of its own; the fan-out sockets reuse them. */
const MEMBERS = SUSTAINED_CLIENTS;
/** A typical chat line; the key in front tells the clients which send it belongs to. */
const CONTENT_LENGTH = 120;
const JWT_SECRET = 'bench-secret-that-is-long-enough-to-sign';

/** Milliseconds on the machine's monotonic clock, the same in every process. */
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const contentFor = (key: string) =>
  `${key} `.padEnd(CONTENT_LENGTH, 'Grace and peace to you all, see you on Sunday. ');
const keyOf = (content: string) => content.slice(0, content.indexOf(' '));

// ---- What the server process asks of the client processes ----

/**
 * Two client processes run this file: one holds the sockets, the other sends, so a send's
 * round trip is not held up behind the fan-out the socket process is busy receiving.
 */
type Command =
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

interface ConnectResult {
  connected: number;
  failures: string[];
  /** Until the last socket is connected. */
  ms: number;
  /** Until the clients have heard nothing for half a second (minus that half second). */
  quietMs: number;
  /** `user-online` events heard meanwhile: each new socket is announced to every member. */
  presenceEvents: number;
}
interface PostResult {
  key: string;
  t0: number;
  tResponse: number;
  status: number | string;
  message: ChatMessage | null;
}
interface WaitResult {
  tLast: number;
  received: number;
}
interface LoadResult {
  sends: PostResult[];
  sendSeconds: number;
}
interface CountResult {
  sockets: number;
  expected: number;
  delivered: number;
  lost: number;
  duplicates: number;
  socketsMissingSome: number;
  disconnects: string[];
}
interface Results {
  'connect-torch': ConnectResult;
  'connect-raw': ConnectResult;
  settle: null;
  post: PostResult;
  wait: WaitResult;
  'send-load': LoadResult;
  'count-load': CountResult;
  exit: null;
}
type Reply = { id: number; result: unknown } | { id: number; error: string };

// ---- A client process ----

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

function runClients(): void {
  const arrivals = new Map<string, { count: number; last: number }>();
  const waiters = new Map<string, () => void>();
  /** `load` counts the messages of (c) each socket has heard. */
  const torch: { socket: Client; load: number }[] = [];
  const raw: WebSocket[] = [];
  const disconnects: string[] = [];
  let lastEventAt = now();
  let presenceEvents = 0;

  const arrived = (key: string) => {
    const at = now();
    const entry = arrivals.get(key) ?? { count: 0, last: 0 };
    entry.count += 1;
    entry.last = at;
    arrivals.set(key, entry);
    waiters.get(key)?.();
  };

  /** Resolves when `expect` clients have the message, or with what arrived after a timeout. */
  const waitFor = (key: string, expect: number, timeoutMs = 15_000) =>
    new Promise<WaitResult>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(key);
        const entry = arrivals.get(key);
        resolve({ tLast: entry?.last ?? Number.NaN, received: entry?.count ?? 0 });
      };
      const timer = setTimeout(done, timeoutMs);
      const check = () => {
        if ((arrivals.get(key)?.count ?? 0) >= expect) done();
      };
      waiters.set(key, check);
      check();
    });

  const connectTorch = (url: string, token: string) =>
    new Promise<void>((resolve, reject) => {
      const socket: Client = connect(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token },
      });
      const entry = { socket, load: 0 };
      socket.onAny(() => (lastEventAt = now()));
      socket.on('new-message', (message) => {
        const key = keyOf(message.content);
        arrived(key);
        if (key.startsWith('c-')) entry.load += 1;
      });
      socket.on('user-online', () => (presenceEvents += 1));
      socket.on('disconnect', (reason) => disconnects.push(reason));
      socket.once('connect', () => {
        torch.push(entry);
        resolve();
      });
      socket.once('connect_error', reject);
    });

  const connectRaw = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.on('message', (data) => {
        lastEventAt = now();
        // Parsed, as a client would, and as Socket.IO's client does for (a).
        const [, message] = JSON.parse((data as Buffer).toString()) as [string, ChatMessage];
        arrived(keyOf(message.content));
      });
      ws.once('open', () => {
        raw.push(ws);
        resolve();
      });
      ws.once('error', reject);
    });

  /** Opens sockets 50 at a time, so the handshakes do not all land at once. */
  const inBatches = async (count: number, open: (index: number) => Promise<void>) => {
    const started = now();
    const presenceBefore = presenceEvents;
    const failures: string[] = [];
    let connected = 0;
    for (let first = 0; first < count; first += 50) {
      const batch = Array.from({ length: Math.min(50, count - first) }, (_, i) => first + i);
      const outcomes = await Promise.allSettled(batch.map(open));
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') connected += 1;
        else failures.push(String((outcome.reason as Error).message ?? outcome.reason));
      }
    }
    const ms = now() - started;
    await settle(500);
    return {
      connected,
      failures: [...new Set(failures)],
      ms,
      quietMs: now() - 500 - started,
      presenceEvents: presenceEvents - presenceBefore,
    };
  };

  const settle = async (quietMs: number) => {
    while (now() - lastEventAt < quietMs) await sleep(quietMs / 4);
  };

  const post = async (url: string, token: string, key: string): Promise<PostResult> => {
    const body = JSON.stringify({ content: contentFor(key), chatType: 'community' });
    const t0 = now();
    try {
      const response = await fetch(`${url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const message = (await response.json()) as ChatMessage;
      return { key, t0, tResponse: now(), status: response.status, message };
    } catch (error) {
      return { key, t0, tResponse: now(), status: String(error), message: null };
    }
  };

  /** Open loop: each send leaves on its schedule whether or not earlier ones were answered. */
  const sendLoad = async (command: Extract<Command, { kind: 'send-load' }>) => {
    const total = command.rate * command.seconds;
    const interval = 1000 / command.rate;
    const sends: Promise<PostResult>[] = [];
    const start = now() + 100;
    for (let i = 0; i < total; i += 1) {
      const wait = start + i * interval - now();
      if (wait > 0) await sleep(wait);
      const token = command.tokens[i % command.tokens.length]!;
      sends.push(post(command.url, token, `${command.prefix}-${String(i).padStart(5, '0')}`));
    }
    const sendSeconds = (now() - start) / 1000;
    return { sends: (await Promise.all(sends)).map((s) => ({ ...s, message: null })), sendSeconds };
  };

  /** Waits (10 s at most) until every socket has heard `perSocket` messages of (c). */
  const countLoad = async (perSocket: number): Promise<CountResult> => {
    const expected = perSocket * torch.length;
    const delivered = () => torch.reduce((sum, entry) => sum + entry.load, 0);
    const deadline = now() + 10_000;
    while (delivered() < expected && now() < deadline) await sleep(100);
    return {
      sockets: torch.length,
      expected,
      delivered: delivered(),
      lost: torch.reduce((sum, entry) => sum + Math.max(0, perSocket - entry.load), 0),
      duplicates: torch.reduce((sum, entry) => sum + Math.max(0, entry.load - perSocket), 0),
      socketsMissingSome: torch.filter((entry) => entry.load < perSocket).length,
      disconnects,
    };
  };

  const handle = async (command: Command): Promise<unknown> => {
    switch (command.kind) {
      case 'connect-torch':
        return inBatches(command.count, (i) =>
          connectTorch(command.url, command.tokens[i % command.tokens.length]!),
        );
      case 'connect-raw':
        return inBatches(command.count, () => connectRaw(command.url));
      case 'settle':
        await settle(command.quietMs);
        return null;
      case 'post':
        return post(command.url, command.token, command.key);
      case 'wait':
        return waitFor(command.key, command.expect);
      case 'send-load':
        return sendLoad(command);
      case 'count-load':
        return countLoad(command.perSocket);
      case 'exit':
        for (const { socket } of torch) socket.disconnect();
        for (const ws of raw) ws.terminate();
        return null;
    }
  };

  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: { id: number; command: Command }) => {
    handle(message.command).then(
      (result) => {
        process.send!({ id: message.id, result } satisfies Reply);
      },
      (error: unknown) =>
        process.send!({ id: message.id, error: String((error as Error).stack ?? error) }),
    );
  });
  process.send!({ id: -1, result: 'ready' } satisfies Reply);
}

// ---- The server process ----

function connectChild(): {
  child: ChildProcess;
  ready: Promise<void>;
  ask: <K extends Command['kind']>(command: Extract<Command, { kind: K }>) => Promise<Results[K]>;
} {
  // The same file with tsx's loader (fork passes this process's execArgv on).
  const child = fork(import.meta.filename, ['clients'], { stdio: 'inherit' });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let readyResolve: () => void = () => {};
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));
  let nextId = 0;
  child.on('message', (reply: Reply) => {
    if (reply.id === -1) return readyResolve();
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(`client process: ${reply.error}`));
    else waiting?.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`client process exited (${code})`));
    pending.clear();
  });
  return {
    child,
    ready,
    ask: (command) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command });
      }),
  };
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');

/** The open-files limit: 2,000 sockets need about 4,000 descriptors across the two processes. */
function openFilesLimit(): string {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return line?.split(/\s{2,}/)[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Linux's pressure stall counter: µs some task spent waiting for a CPU (or for I/O). */
function stalled(resource: 'cpu' | 'io'): number {
  try {
    const some = fs.readFileSync(`/proc/pressure/${resource}`, 'utf8').split('\n')[0] ?? '';
    return Number(/total=(\d+)/.exec(some)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

async function runBench(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const memory = async () => {
    gc();
    await sleep(200);
    gc();
    const { rss, heapUsed, external } = process.memoryUsage();
    return { rss, heapUsed, external };
  };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-bench-'));
  const scratch = process.env.BENCH_DATABASE_URL
    ? await withScratchDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const database = scratch ? openPostgres(scratch.url) : await openPglite(path.join(dataDir, 'db'));
  await runMigrations(database);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  // The real request log, written where it costs what a file would, not to the terminal.
  const logger = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));
  const torch = await buildApp({ config, database, jwtSecret: JWT_SECRET, loggerInstance: logger });
  const appUrl = await torch.app.listen({ port: 0, host: '127.0.0.1' });

  // When the service hands a committed message to Socket.IO, and when that call returns.
  const emits = new Map<string, { start: number; end: number }>();
  const chatInternals = torch.services.chat as unknown as { announce?: ChatAnnouncer };
  const announcer = chatInternals.announce;
  if (typeof announcer?.messageCreated !== 'function')
    throw new Error('ChatService no longer keeps its announcer in `announce`: update the hook');
  const messageCreated = announcer.messageCreated.bind(announcer);
  announcer.messageCreated = (message) => {
    const start = now();
    messageCreated(message);
    emits.set(keyOf(message.content), { start, end: now() });
  };

  // Members straight into the database with tokens for them: 200 argon2 sign-ins would take
  // longer than the benchmark. No one signs in with these placeholder hashes.
  const members = await database.db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        fullName: `Bench Member ${i + 1}`,
        email: `bench-${i + 1}@example.org`,
        passwordHash: 'bench: no password',
      })),
    )
    .returning({ id: users.id });
  const tokenService = new TokenService(JWT_SECRET);
  const tokens = await Promise.all(
    members.map(async ({ id }) => (await tokenService.issue(id)).token),
  );

  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const rawUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;

  const clients = connectChild();
  const sender = connectChild();
  await Promise.all([clients.ready, sender.ready]);
  const loadBefore = os.loadavg()[0]!;

  // Warm the send path (JIT, prepared statements) before anything is measured.
  for (let i = 0; i < 5; i += 1)
    await sender.ask({ kind: 'post', url: appUrl, token: tokens[i]!, key: `w-${i}` });

  // (c) Sustained load on 200 sockets.
  const memoryBefore = await memory();
  const loadConnect = await clients.ask({
    kind: 'connect-torch',
    url: appUrl,
    tokens,
    count: SUSTAINED_CLIENTS,
  });
  await clients.ask({ kind: 'settle', quietMs: 500 });
  const memory200 = await memory();
  // The first seconds under load are slower (JIT, a fresh table): sent, reported, not counted.
  const warmUp = await sender.ask({
    kind: 'send-load',
    url: appUrl,
    tokens,
    rate: SUSTAINED_RATE,
    seconds: WARM_UP_SECONDS,
    prefix: 'v',
  });
  await clients.ask({ kind: 'settle', quietMs: 500 });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const stallBefore = { cpu: stalled('cpu'), io: stalled('io') };
  const loadStart = now();
  const load = await sender.ask({
    kind: 'send-load',
    url: appUrl,
    // Each member sends every 200th message: 2.5 per 10 s at 50 a second, far under the limits.
    tokens,
    rate: SUSTAINED_RATE,
    seconds: SUSTAINED_SECONDS,
    prefix: 'c',
  });
  const cpu = process.cpuUsage(cpuBefore);
  const loadMs = now() - loadStart;
  const stall = {
    cpu: (stalled('cpu') - stallBefore.cpu) / 1000 / loadMs,
    io: (stalled('io') - stallBefore.io) / 1000 / loadMs,
  };
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const serverCpu = cpuMs / loadMs;
  loopDelay.disable();
  const stored = load.sends.filter((s) => s.status === 201).length;
  const statuses: Record<string, number> = {};
  for (const { status } of load.sends) statuses[status] = (statuses[status] ?? 0) + 1;
  const delivery = await clients.ask({ kind: 'count-load', perSocket: stored });
  const roundTrips = load.sends.map((s) => s.tResponse - s.t0);
  const toEmit = load.sends.flatMap((s) => {
    const emit = emits.get(s.key);
    return emit ? [emit.start - s.t0] : [];
  });

  // (a) and (b): 1,000 sockets on each server (the 200 above stay; 800 more, 5 per member).
  const fanoutConnect = await clients.ask({
    kind: 'connect-torch',
    url: appUrl,
    tokens,
    count: FANOUT_CLIENTS - SUSTAINED_CLIENTS,
  });
  await clients.ask({ kind: 'settle', quietMs: 1000 });
  const memory1000 = await memory();
  const rawConnect = await clients.ask({ kind: 'connect-raw', url: rawUrl, count: FANOUT_CLIENTS });
  const failures = [...loadConnect.failures, ...fanoutConnect.failures, ...rawConnect.failures];
  const connectedTorch = loadConnect.connected + fanoutConnect.connected;
  if (failures.length > 0)
    console.error(
      `connected ${connectedTorch} Socket.IO and ${rawConnect.connected} ws clients; failures: ${failures.join('; ')}` +
        (failures.some((f) => f.includes('EMFILE'))
          ? ` (out of file descriptors: the limit is ${openFilesLimit()}; raise it with ulimit -n)`
          : ''),
    );
  await clients.ask({ kind: 'settle', quietMs: 1000 });

  let sample: ChatMessage | null = null;
  let turn = 0;
  const torchRound = async (key: string) => {
    // Members take turns, so no one comes near the send limit.
    const token = tokens[(MEMBERS - 1 - turn++) % MEMBERS]!;
    const [sent, heard] = await Promise.all([
      sender.ask({ kind: 'post', url: appUrl, token, key }),
      clients.ask({ kind: 'wait', key, expect: connectedTorch }),
    ]);
    if (sent.status !== 201 || heard.received < connectedTorch)
      throw new Error(`${key}: status ${sent.status}, ${heard.received} received`);
    sample = sent.message;
    const emit = emits.get(key)!;
    await clients.ask({ kind: 'settle', quietMs: 200 });
    return {
      total: heard.tLast - sent.t0,
      beforeEmit: emit.start - sent.t0,
      emitCall: emit.end - emit.start,
      emitToLast: heard.tLast - emit.start,
      response: sent.tResponse - sent.t0,
    };
  };
  /** The frame Socket.IO sends is `42` and this array. */
  const payloadFor = (key: string) =>
    JSON.stringify(['new-message', { ...sample!, content: contentFor(key) }]);
  const rawRound = async (key: string) => {
    const payload = payloadFor(key);
    const heard = clients.ask({ kind: 'wait', key, expect: rawConnect.connected });
    const t0 = now();
    for (const client of wss.clients) client.send(payload);
    const sendCall = now() - t0;
    const { tLast, received } = await heard;
    if (received < rawConnect.connected) throw new Error(`${key}: ${received} received`);
    await clients.ask({ kind: 'settle', quietMs: 200 });
    return { total: tLast - t0, sendCall };
  };

  await torchRound('a-warm');
  await rawRound('b-warm');
  const a: Awaited<ReturnType<typeof torchRound>>[] = [];
  const b: Awaited<ReturnType<typeof rawRound>>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const key = String(round).padStart(2, '0');
    b.push(await rawRound(`b-${key}`));
    a.push(await torchRound(`a-${key}`));
  }
  const loadAfter = os.loadavg()[0]!;

  const aTotal = median(a.map((r) => r.total));
  const bTotal = median(b.map((r) => r.total));
  const emitToLast = median(a.map((r) => r.emitToLast));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const describe = (c: ConnectResult) =>
    `${ms(c.ms)} / ${ms(c.quietMs)} / ${c.presenceEvents.toLocaleString('en')}`;
  type Memory = Awaited<ReturnType<typeof memory>>;
  const perSocket = (after: Memory, sockets: number) =>
    (['rss', 'heapUsed', 'external'] as const)
      .map(
        (field) =>
          `${field} ${mb(memoryBefore[field])} → ${mb(after[field])} MB (${kb((after[field] - memoryBefore[field]) / sockets)} KB/socket)`,
      )
      .join(', ');
  /** Round trips by the 10-s slice they were sent in: a backlog that grows shows here. */
  const loadStartedAt = Math.min(...load.sends.map((s) => s.t0));
  const slices = Array.from({ length: Math.ceil(SUSTAINED_SECONDS / 10) }, (_, slice) => {
    const inSlice = load.sends
      .filter((s) => Math.floor((s.t0 - loadStartedAt) / 10_000) === slice)
      .map((s) => s.tResponse - s.t0);
    return `${slice * 10}–${slice * 10 + 10} s p50 ${ms(percentile(inSlice, 50))} p99 ${ms(percentile(inSlice, 99))}`;
  });

  console.log(
    `database: ${database.kind}; ${connectedTorch} Socket.IO clients (${MEMBERS} members) and ${rawConnect.connected} ws clients in child processes; ${ROUNDS} rounds (median); message ${Buffer.byteLength(payloadFor('b-00'))} bytes of JSON`,
  );
  console.log(
    `open files limit ${openFilesLimit()}; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  console.log(
    `connecting (until connected / until quiet / user-online events heard): ${loadConnect.connected} Socket.IO ${describe(loadConnect)}; ${fanoutConnect.connected} more ${describe(fanoutConnect)}; ${rawConnect.connected} ws ${describe(rawConnect)}`,
  );
  console.log('');
  console.log(
    `(b) ws broadcast → last client        ${ms(bTotal)}   rounds: ${list(b.map((r) => r.total))}`,
  );
  console.log(`      the send loop itself            ${ms(median(b.map((r) => r.sendCall)))}`);
  console.log(
    `(a) POST /api/messages → last client  ${ms(aTotal)}   rounds: ${list(a.map((r) => r.total))}`,
  );
  console.log(
    `      POST → emit                     ${ms(median(a.map((r) => r.beforeEmit)))}   (HTTP, token, validation, send limit, transaction, commit)`,
  );
  console.log(
    `      emit → last client              ${ms(emitToLast)}   rounds: ${list(a.map((r) => r.emitToLast))}`,
  );
  console.log(`      the emit call itself            ${ms(median(a.map((r) => r.emitCall)))}`);
  console.log(`      POST → response at the sender   ${ms(median(a.map((r) => r.response)))}`);
  console.log(
    `ratio (a)/(b): ${(aTotal / bTotal).toFixed(2)} (target ≤ 2.5); (emit → last client)/(b): ${(emitToLast / bTotal).toFixed(2)}`,
  );
  console.log('');
  console.log(
    `(c) ${delivery.sockets} sockets, ${SUSTAINED_RATE} messages/s for ${SUSTAINED_SECONDS} s: ${load.sends.length} sent in ${load.sendSeconds.toFixed(1)} s, ${stored} stored (statuses ${JSON.stringify(statuses)})`,
  );
  console.log(
    `      POST round trip p50 ${ms(percentile(roundTrips, 50))}, p99 ${ms(percentile(roundTrips, 99))}, max ${ms(Math.max(...roundTrips))}; POST → emit p50 ${ms(percentile(toEmit, 50))}, p99 ${ms(percentile(toEmit, 99))}`,
  );
  console.log(`      by slice: ${slices.join('; ')}`);
  const warmTrips = warmUp.sends.map((s) => s.tResponse - s.t0);
  console.log(
    `      the ${WARM_UP_SECONDS} s of warm-up before (not counted): p50 ${ms(percentile(warmTrips, 50))}, p99 ${ms(percentile(warmTrips, 99))}`,
  );
  console.log(
    `      server CPU ${(serverCpu * 100).toFixed(0)} % of a core (${ms(cpuMs / load.sends.length)} per message); event loop delay p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}`,
  );
  console.log(
    `      machine meanwhile: some task waiting for a CPU ${(stall.cpu * 100).toFixed(0)} % of the time, for I/O ${(stall.io * 100).toFixed(0)} % (Linux pressure stall information)`,
  );
  console.log(
    `      delivered ${delivery.delivered} of ${delivery.expected} (lost ${delivery.lost}, duplicates ${delivery.duplicates}, sockets missing some ${delivery.socketsMissingSome}, disconnects ${delivery.disconnects.length})`,
  );
  console.log(
    `      server with ${loadConnect.connected} sockets: ${perSocket(memory200, loadConnect.connected)}`,
  );
  console.log(
    `      server with ${connectedTorch} sockets: ${perSocket(memory1000, connectedTorch)}`,
  );

  await Promise.all([clients.ask({ kind: 'exit' }), sender.ask({ kind: 'exit' })]);
  const exited = Promise.all([once(clients.child, 'exit'), once(sender.child, 'exit')]);
  // A client process leaves when its channel closes.
  clients.child.disconnect();
  sender.child.disconnect();
  await exited;
  // The server is still storing "last seen" for the members who just left.
  await sleep(1000);
  wss.close();
  await torch.app.close();
  await database.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'clients') runClients();
else await runBench();
