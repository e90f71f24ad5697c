/**
 * Load: the scaled-out shape against the embedded one, under the same visitors and members.
 *
 *   scaled    two server processes (apps/server/dist/main.js) on one scratch PostgreSQL
 *             database and this machine's Redis, whose Socket.IO adapter carries each message to
 *             the other instance's sockets;
 *   embedded  one server process on PGlite in a fresh DATA_DIR.
 *
 * In each, for BENCH_SECONDS (60): 300 visitors each GET a public page or API (the home page's
 * HTML, upcoming events, teachings, blog, the home page's texts, leaders, …), think 1–3 s and go
 * again; 200 members each hold a Socket.IO connection (websocket) in the community room and
 * send one message every 10 s through POST /api/messages, the first at a random moment of the
 * first 10 s. In the scaled shape visitors and members alternate between the two instances, so
 * about half of every message's deliveries cross Redis. Each member's socket does what the web
 * app's chat page does: joins the room, confirms delivery of every message from someone else
 * (`message-delivered`) and pings activity every 30 s.
 *
 * Measured: each request's latency until its whole body has arrived, and its status (anything
 * but 2xx/3xx, or no answer, is an error); each message's delivery to every other member's
 * socket, from just before its POST until that socket has `new-message` (every receiver is
 * recorded: 200 × 199 × 6 arrivals at most); sockets that fail to connect or are dropped (not
 * reconnected: every later delivery to them counts as lost); the warning and error lines in
 * each server's log. To tell a slow server from a busy machine it also reports each process's
 * CPU, the machine's CPU pressure, each server's event-loop delay, GC time and query count (its
 * own GET /metrics, read before and after), and the load processes' own event-loop delay.
 *
 * The load comes from three child processes (this file again, with a role as its argument): the
 * visitors, the members' sockets and the members' sends, so a send is not held up behind the
 * fan-out its own process is receiving and neither load distorts the other's latency. All of
 * them read CLOCK_MONOTONIC (process.hrtime), so a send's start taken in one process compares
 * with an arrival taken in another.
 *
 * All simulated users come from 127.0.0.1, so the servers run with the per-IP rate limits raised
 * (RAISED_LIMITS). The routes used here have none today: public GETs are not limited, and the
 * chat's send limit is per member (10 per 10 s), which a member sending every 10 s stays under.
 *
 *   npm run bench:load
 *   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://…   for the scaled shape (a scratch
 *                                                               database is made and dropped)
 *   BENCH_SECONDS=60 BENCH_VISITORS=300 BENCH_MEMBERS=200
 *   BENCH_RECEIPTS=false                                        members confirm no delivery
 *   BENCH_SHAPES=embedded                                       one shape only
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  chatLimits,
  COMMUNITY_ROOM,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@torch/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { TokenService } from '../apps/server/src/auth/tokens';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { users } from '../apps/server/src/db/schema';
import { freePort, percentile, withScratchDatabase } from './support';

const root = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 300);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const RECEIPTS = process.env.BENCH_RECEIPTS !== 'false';
const SHAPES = (process.env.BENCH_SHAPES ?? 'scaled,embedded').split(',');

/** Each member sends one message this often (the issue's "1 message each per 10 s"). */
const SEND_INTERVAL_MS = 10_000;
/** A visitor reads for this long between two requests. */
const THINK_MS = { min: 1000, max: 3000 };
/** After the last send, how long a late delivery still counts (later, it is lost). */
const DELIVERY_GRACE_MS = 10_000;
/** A typical chat line; the key in front tells the sockets which send it belongs to. */
const CONTENT_LENGTH = 120;
const JWT_SECRET = 'bench-load-secret-shared-by-every-instance';
/** Turns on GET /metrics, read before and after the run for the servers' own view. */
const METRICS_TOKEN = 'bench-load-metrics-token';
/** Far above what 500 users behind one address reach in a minute. */
const RAISED_LIMITS = {
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  PUBLIC_FORM_RATE_LIMIT_PER_IP: '100000',
  AI_RATE_LIMIT_PER_IP: '100000',
};

/** What visitors look at: the home page's HTML and the public APIs the site's pages call. */
const PUBLIC_PATHS = [
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

/** Milliseconds on the machine's monotonic clock, the same in every process. */
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = (min: number, max: number) => min + Math.random() * (max - min);

// ---- Messages: a key in front names the run, the author and the send ----

const keyFor = (runId: string, author: number, sequence: number) =>
  `${runId}/${author}/${sequence}`;
const contentFor = (key: string) =>
  `${key} `.padEnd(CONTENT_LENGTH, 'Grace and peace to you all, see you on Sunday. ');
/** The author of one of this run's messages, or undefined for anything else on the room. */
function authorOf(content: string, runId: string): number | undefined {
  const [run, author] = content.slice(0, content.indexOf(' ')).split('/');
  return run === runId && author !== undefined ? Number(author) : undefined;
}

// ---- What the load processes are asked, and what they answer ----

interface Member {
  index: number;
  /** The instance this member's browser talks to. */
  url: string;
  token: string;
}
interface Hit {
  path: string;
  /** When it left, on the shared clock. */
  t0: number;
  ms: number;
  /** The HTTP status, or the network error. */
  status: number | string;
}
interface Send extends Hit {
  key: string;
  author: number;
}
interface ConnectResult {
  connected: number;
  failures: string[];
  ms: number;
}
interface DeliveryResult {
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
interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

type Command =
  | { kind: 'visit'; urls: string[]; visitors: number; startAt: number; endAt: number }
  | { kind: 'connect'; members: Member[]; runId: string; receipts: boolean }
  | { kind: 'send'; members: Member[]; runId: string; startAt: number; endAt: number }
  | { kind: 'deliveries'; sends: Send[]; until: number }
  | { kind: 'loop-delay' };
interface Answers {
  visit: Hit[];
  connect: ConnectResult;
  send: Send[];
  deliveries: DeliveryResult;
  'loop-delay': LoopDelay;
}
/** A load process's own event-loop delay since it was last asked: time its clocks also count. */
interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}
type Reply = { id: number; result: unknown } | { id: number; error: string };
type Role = 'visitors' | 'sockets' | 'senders';

// ---- The visitors' process ----

/** One request, timed until its whole body has arrived. */
async function timedFetch(
  url: string,
  init?: RequestInit,
): Promise<{ t0: number; ms: number; status: number | string }> {
  const t0 = now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { t0, ms: now() - t0, status: response.status };
  } catch (error) {
    return { t0, ms: now() - t0, status: String((error as Error).cause ?? error) };
  }
}

/** Each visitor: a public GET, a pause to read, again, until the end; they start spread out. */
async function visit(command: Extract<Command, { kind: 'visit' }>): Promise<Hit[]> {
  const hits: Hit[] = [];
  const visitor = async (index: number) => {
    const base = command.urls[index % command.urls.length]!;
    await sleep(command.startAt + between(0, THINK_MS.max) - now());
    while (now() < command.endAt) {
      const target = PUBLIC_PATHS[Math.floor(Math.random() * PUBLIC_PATHS.length)]!;
      hits.push({ path: target, ...(await timedFetch(`${base}${target}`)) });
      await sleep(between(THINK_MS.min, THINK_MS.max));
    }
  };
  await Promise.all(Array.from({ length: command.visitors }, (_, index) => visitor(index)));
  return hits;
}

// ---- The senders' process ----

/**
 * Open loop: each member's messages leave on their schedule (a random first moment, then every
 * 10 s) whether or not the previous one was answered, as people keep typing.
 */
async function sendAll(command: Extract<Command, { kind: 'send' }>): Promise<Send[]> {
  const sends: Promise<Send>[] = [];
  for (const member of command.members) {
    let at = command.startAt + between(0, SEND_INTERVAL_MS);
    for (let sequence = 0; at < command.endAt; sequence += 1, at += SEND_INTERVAL_MS)
      sends.push(
        sleep(at - now()).then(() =>
          sendOne(member, keyFor(command.runId, member.index, sequence)),
        ),
      );
  }
  return Promise.all(sends);
}

async function sendOne(member: Member, key: string): Promise<Send> {
  const answer = await timedFetch(`${member.url}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    // As the web app sends it: with a clientId, so a retry would not be stored twice.
    body: JSON.stringify({ content: contentFor(key), chatType: 'community', clientId: key }),
  });
  return { path: '/api/messages', key, author: member.index, ...answer };
}

// ---- The sockets' process ----

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

function memberSockets(): {
  connectAll: (command: Extract<Command, { kind: 'connect' }>) => Promise<ConnectResult>;
  deliveries: (command: Extract<Command, { kind: 'deliveries' }>) => Promise<DeliveryResult>;
} {
  const connected: Member[] = [];
  /** Message key → receiving member → when it arrived. */
  const arrivals = new Map<string, Map<number, number>>();
  const drops: string[] = [];
  const serverErrors: string[] = [];
  let duplicates = 0;
  let counting = true;

  const open = (member: Member, runId: string, receipts: boolean) =>
    new Promise<void>((resolve, reject) => {
      const socket: Client = connect(member.url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token: member.token },
      });
      socket.on('new-message', (message) => {
        const at = now();
        const author = authorOf(message.content, runId);
        // Another run's message (another Torch on this Redis) or the member's own echo.
        if (author === undefined || author === member.index) return;
        const key = message.content.slice(0, message.content.indexOf(' '));
        const heardBy = arrivals.get(key) ?? new Map<number, number>();
        if (heardBy.has(member.index)) duplicates += 1;
        else heardBy.set(member.index, at);
        arrivals.set(key, heardBy);
        if (receipts) socket.emit('message-delivered', message._id);
      });
      socket.onAny((event: string, payload: unknown) => {
        if (event === 'error') serverErrors.push((payload as { message?: string }).message ?? '?');
      });
      socket.on('disconnect', (reason) => {
        if (counting) drops.push(reason);
      });
      socket.once('connect', () => {
        socket.emit('join-room', COMMUNITY_ROOM);
        // The chat page pings every 30 s; spread out, so 200 pings do not land together.
        setTimeout(
          () => {
            const ping = () => socket.emit('user-activity');
            ping();
            setInterval(ping, chatLimits.activityPingMs).unref();
          },
          between(0, chatLimits.activityPingMs),
        ).unref();
        connected.push(member);
        resolve();
      });
      socket.once('connect_error', reject);
    });

  /** 50 at a time, so the handshakes do not all land at once. */
  const connectAll = async ({
    members,
    runId,
    receipts,
  }: Extract<Command, { kind: 'connect' }>) => {
    const started = now();
    const failures: string[] = [];
    for (let first = 0; first < members.length; first += 50) {
      const outcomes = await Promise.allSettled(
        members.slice(first, first + 50).map((member) => open(member, runId, receipts)),
      );
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') failures.push(String((outcome.reason as Error).message));
    }
    return { connected: connected.length, failures: [...new Set(failures)], ms: now() - started };
  };

  /** Waits until every other connected member has each stored message, or until `until`. */
  const deliveries = async ({ sends, until }: Extract<Command, { kind: 'deliveries' }>) => {
    const isConnected = new Set(connected.map((member) => member.index));
    const expectedFor = (send: Send) => connected.length - (isConnected.has(send.author) ? 1 : 0);
    const expected = sends.reduce((sum, send) => sum + expectedFor(send), 0);
    const received = () =>
      sends.reduce((sum, send) => sum + (arrivals.get(send.key)?.size ?? 0), 0);
    while (received() < expected && now() < until) await sleep(100);
    counting = false;

    const urlOf = new Map(connected.map((member) => [member.index, member.url]));
    const all: number[] = [];
    const same: number[] = [];
    const cross: number[] = [];
    for (const send of sends) {
      for (const [receiver, at] of arrivals.get(send.key) ?? []) {
        const latency = at - send.t0;
        all.push(latency);
        (urlOf.get(receiver) === urlOf.get(send.author) ? same : cross).push(latency);
      }
    }
    return {
      expected,
      received: received(),
      duplicates,
      latency: summarize(all),
      sameInstance: summarize(same),
      crossInstance: summarize(cross),
      drops,
      serverErrors: [...new Set(serverErrors)],
    };
  };

  return { connectAll, deliveries };
}

function summarize(values: number[]): Percentiles {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length > 0 ? values.reduce((max, value) => Math.max(max, value)) : Number.NaN,
  };
}

/** A load process: answers the commands of its role until its channel closes. */
function runLoadProcess(role: Role): void {
  const sockets = role === 'sockets' ? memberSockets() : undefined;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const handle = (command: Command): Promise<unknown> => {
    if (command.kind === 'loop-delay') {
      const delay = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
      loopDelay.reset();
      return Promise.resolve(delay);
    }
    if (command.kind === 'visit' && role === 'visitors') return visit(command);
    if (command.kind === 'send' && role === 'senders') return sendAll(command);
    if (command.kind === 'connect' && sockets) return sockets.connectAll(command);
    if (command.kind === 'deliveries' && sockets) return sockets.deliveries(command);
    return Promise.reject(new Error(`the ${role} process does not do ${command.kind}`));
  };
  // Leaves when the bench does (or dies): open sockets and timers must not keep it alive.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: { id: number; command: Command }) => {
    handle(message.command).then(
      (result) => process.send!({ id: message.id, result } satisfies Reply),
      (error: unknown) =>
        process.send!({ id: message.id, error: String((error as Error).stack ?? error) }),
    );
  });
  process.send!({ id: -1, result: 'ready' } satisfies Reply);
}

// ---- Clean-up: every step registered runs, last first, however the bench ends ----

const cleanups: (() => Promise<void> | void)[] = [];
/** Clean-ups run one after the other, even when a signal starts one while another runs. */
let cleaning = Promise.resolve();

function cleanUpTo(mark: number): Promise<void> {
  cleaning = cleaning.then(async () => {
    while (cleanups.length > mark) {
      const step = cleanups.pop()!;
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', error);
      }
    }
  });
  return cleaning;
}

/** Runs `body`, then the clean-up steps it registered, whether it succeeded or not. */
async function cleaningUp<T>(body: () => Promise<T>): Promise<T> {
  const mark = cleanups.length;
  try {
    return await body();
  } finally {
    await cleanUpTo(mark);
  }
}

function mkTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** SIGTERM (a server then shuts down gracefully), SIGKILL if it has not gone after 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---- Load processes, seen from the bench ----

interface LoadProcess {
  pid: number | undefined;
  ask: <K extends Command['kind']>(command: Extract<Command, { kind: K }>) => Promise<Answers[K]>;
}

async function startLoadProcess(role: Role): Promise<LoadProcess> {
  // The same file with tsx's loader (fork passes this process's execArgv on).
  const child = fork(import.meta.filename, [role], { stdio: 'inherit' });
  cleanups.push(() => stopProcess(child));
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.on('message', (reply: Reply) => {
    if (reply.id === -1) return markReady();
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(`${role} process: ${reply.error}`));
    else waiting?.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const { reject } of pending.values())
      reject(new Error(`${role} process exited (${code})`));
    pending.clear();
  });
  await ready;
  return {
    pid: child.pid,
    ask: (command) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command });
      }),
  };
}

// ---- Servers ----

interface Server {
  url: string;
  child: ChildProcess;
  logPath: string;
}

/**
 * One production server process. Only the variables given here reach it, so a DATABASE_URL or
 * REDIS_URL in the bench's own environment cannot turn the embedded shape into another. Its log
 * (one JSON line per request, as in production) goes to a file, where it costs what it would.
 */
async function startServer(
  name: string,
  env: Record<string, string>,
  logDir: string,
): Promise<Server> {
  const port = await freePort();
  const logPath = path.join(logDir, `${name}.log`);
  const log = fs.openSync(logPath, 'a');
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      ...RAISED_LIMITS,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  cleanups.push(() => stopProcess(child));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, logPath);
  return { url, child, logPath };
}

async function waitUntilReady(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url} exited:\n${fs.readFileSync(logPath, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error(`${url} did not become ready:\n${fs.readFileSync(logPath, 'utf8').slice(-2000)}`);
}

/** GET /metrics as `name{labels}` → value. */
async function scrapeMetrics(url: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
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

interface ServerFigures {
  /** Event-loop delay over the run (prom-client resets its histogram at each scrape). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Garbage collection during the run. */
  gcMs: number;
  queries: number;
  queryMeanMs: number;
}

function serverFigures(before: Map<string, number>, after: Map<string, number>): ServerFigures {
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

/** CPU seconds a process has used (user + system, all threads); Linux counts in 1/100 s. */
function cpuSeconds(pid: number | string | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by every running process of one program (`postgres`, `redis-server`),
 * whoever it serves: the databases' share of the machine, roughly (a backend that exits during
 * the run takes its time with it).
 */
function programCpuSeconds(program: string): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== program) continue;
    } catch {
      continue; // gone meanwhile
    }
    const seconds = cpuSeconds(pid);
    if (!Number.isNaN(seconds)) total += seconds;
  }
  return total;
}

/**
 * The kernel's count of connections refused because a listen queue was full (their SYN is sent
 * again after 1, then 3, then 7 s, which is how a request can wait seconds before any server
 * sees it). Machine-wide: any listener's overflow counts.
 */
function listenOverflows(): number {
  try {
    const [names, values] = fs
      .readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'))
      .map((line) => line.split(/\s+/));
    return Number(values?.[names?.indexOf('ListenOverflows') ?? -1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** Linux's pressure stall counter: µs in which some task waited for a CPU. */
function cpuStallMicroseconds(): number {
  try {
    const some = fs.readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] ?? '';
    return Number(/total=(\d+)/.exec(some)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/**
 * The server's own error and warning lines from `since` (ms since the epoch) on, which a 2xx
 * to every client could still hide.
 */
function logProblems(logPath: string, since: number): string[] {
  const problems: string[] = [];
  for (const line of fs.readFileSync(logPath, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        time?: number;
        msg?: string;
        err?: { message?: string };
      };
      if ((entry.level ?? 0) >= 40 && (entry.time ?? since) >= since)
        problems.push(
          `${entry.level! >= 50 ? 'error' : 'warn'}: ${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim(),
        );
    } catch {
      problems.push(line.slice(0, 200));
    }
  }
  return problems;
}

// ---- Members: stored straight into the database, with tokens, before the servers start ----

/**
 * 200 argon2 sign-ins would take longer than the run and measure nothing asked for. The
 * placeholder hashes never sign in; the tokens are what a sign-in would hand out, signed with
 * the secret every instance is given.
 */
async function createMembers(database: DatabaseHandle, count: number): Promise<string[]> {
  await runMigrations(database);
  const stamp = Date.now();
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        fullName: `Load Member ${i + 1}`,
        email: `load-${stamp}-${i + 1}@example.org`,
        passwordHash: 'bench: no password',
      })),
    )
    .returning({ id: users.id });
  const tokens = new TokenService(JWT_SECRET);
  return Promise.all(rows.map(async ({ id }) => (await tokens.issue(id)).token));
}

// ---- One scenario ----

interface Outcome {
  shape: string;
  /** When the load began, on the shared clock. */
  startAt: number;
  hits: Hit[];
  sends: Send[];
  connect: ConnectResult;
  delivery: DeliveryResult;
  machine: MachineFigures;
  /** The visitors', sockets' and senders' processes' own event-loop delay over the run. */
  loadDelay: LoopDelay[];
  /** Each server's own figures over the run, from GET /metrics. */
  serverFigures: ServerFigures[];
  problems: string[];
}

interface MachineFigures {
  /** Each server's share of one core over the run. */
  serverCpu: number[];
  /** PostgreSQL's and Redis's share of one core over the run (all their processes). */
  postgresCpu: number;
  redisCpu: number;
  /** The three load processes' share of one core over the run, together. */
  loadCpu: number;
  /** Share of the run in which some task on the machine waited for a CPU. */
  cpuPressure: number;
  /** Connections the kernel dropped from a full listen queue during the run (machine-wide). */
  listenOverflows: number;
  loadAverage: [number, number];
}

/** Starts counting what the run costs each process and the machine; the result reads the shares. */
function meterMachine(
  serverPids: (number | undefined)[],
  loadPids: (number | undefined)[],
): () => MachineFigures {
  const started = now();
  const serversBefore = serverPids.map((pid) => cpuSeconds(pid));
  const loadBefore = loadPids.map((pid) => cpuSeconds(pid));
  const postgresBefore = programCpuSeconds('postgres');
  const redisBefore = programCpuSeconds('redis-server');
  const stallBefore = cpuStallMicroseconds();
  const overflowsBefore = listenOverflows();
  const loadAverageBefore = os.loadavg()[0]!;
  return () => {
    const seconds = (now() - started) / 1000;
    const share = (cpuNow: number, cpuBefore: number) => (cpuNow - cpuBefore) / seconds;
    return {
      serverCpu: serverPids.map((pid, i) => share(cpuSeconds(pid), serversBefore[i]!)),
      postgresCpu: share(programCpuSeconds('postgres'), postgresBefore),
      redisCpu: share(programCpuSeconds('redis-server'), redisBefore),
      loadCpu: loadPids.reduce<number>(
        (sum, pid, i) => sum + share(cpuSeconds(pid), loadBefore[i]!),
        0,
      ),
      cpuPressure: (cpuStallMicroseconds() - stallBefore) / 1e6 / seconds,
      listenOverflows: listenOverflows() - overflowsBefore,
      loadAverage: [loadAverageBefore, os.loadavg()[0]!],
    };
  };
}

/** The scaled shape: a scratch database, the real Redis, two instances. */
async function scaled(): Promise<Outcome> {
  return cleaningUp(async () => {
    const scratch = await withScratchDatabase(POSTGRES_URL);
    cleanups.push(() => scratch.drop());
    const database = openPostgres(scratch.url);
    const tokens = await createMembers(database, MEMBERS).finally(() => database.close());
    const logDir = mkTempDir('torch-load-logs-');
    const shared = { DATABASE_URL: scratch.url, REDIS_URL };
    // One after the other, as a rolling deploy would: the second finds the schema migrated.
    const servers: Server[] = [];
    for (const name of ['instance-1', 'instance-2'])
      servers.push(
        await startServer(name, { ...shared, DATA_DIR: mkTempDir(`torch-load-${name}-`) }, logDir),
      );
    return drive('scaled: 2 instances, PostgreSQL + Redis', servers, tokens);
  });
}

/** The embedded shape: PGlite in a fresh DATA_DIR, one instance. */
async function embedded(): Promise<Outcome> {
  return cleaningUp(async () => {
    const dataDir = mkTempDir('torch-load-embedded-');
    // PGlite belongs to one process at a time: members are stored before the server opens it.
    const database = await openPglite(path.join(dataDir, 'db'));
    const tokens = await createMembers(database, MEMBERS).finally(() => database.close());
    const server = await startServer('embedded', { DATA_DIR: dataDir }, dataDir);
    return drive('embedded: 1 instance, PGlite', [server], tokens);
  });
}

/** Warms each server up, connects the members, runs the load, and collects what it measured. */
async function drive(shape: string, servers: Server[], tokens: string[]): Promise<Outcome> {
  const urls = servers.map((server) => server.url);
  const runId = `load${Date.now().toString(36)}`;
  const members: Member[] = tokens.map((token, index) => ({
    index,
    token,
    url: urls[index % urls.length]!,
  }));
  const [visitors, sockets, senders] = await Promise.all([
    startLoadProcess('visitors'),
    startLoadProcess('sockets'),
    startLoadProcess('senders'),
  ]);

  // The first request of each kind compiles code and prepares statements: not counted.
  for (const [i, url] of urls.entries()) {
    for (const target of PUBLIC_PATHS) await timedFetch(`${url}${target}`);
    await sendOne(members[i]!, `warm-up/${i}/0`);
  }

  const connect = await sockets.ask({ kind: 'connect', members, runId, receipts: RECEIPTS });
  await sleep(2000); // the user-online announcements of 200 connects settle

  const loadProcesses = [visitors, sockets, senders];
  await Promise.all(loadProcesses.map((load) => load.ask({ kind: 'loop-delay' })));
  const metricsBefore = await Promise.all(servers.map((server) => scrapeMetrics(server.url)));
  const startAt = now() + 500;
  const startedAtWallClock = Date.now() + 500;
  const endAt = startAt + SECONDS * 1000;
  const machineMeter = meterMachine(
    servers.map((server) => server.child.pid),
    loadProcesses.map((load) => load.pid),
  );
  const [hits, sends] = await Promise.all([
    visitors.ask({ kind: 'visit', urls, visitors: VISITORS, startAt, endAt }),
    senders.ask({ kind: 'send', members, runId, startAt, endAt }),
  ]);
  const machine = machineMeter();
  const metricsAfter = await Promise.all(servers.map((server) => scrapeMetrics(server.url)));
  const loadDelay = await Promise.all(
    loadProcesses.map((load) => load.ask({ kind: 'loop-delay' })),
  );

  const stored = sends.filter((send) => send.status === 201);
  const delivery = await sockets.ask({
    kind: 'deliveries',
    sends: stored,
    until: now() + DELIVERY_GRACE_MS,
  });
  return {
    shape,
    startAt,
    hits,
    sends,
    connect,
    delivery,
    machine,
    loadDelay,
    serverFigures: metricsAfter.map((after, i) => serverFigures(metricsBefore[i]!, after)),
    problems: servers.flatMap((server) => logProblems(server.logPath, startedAtWallClock)),
  };
}

// ---- The report ----

const isSuccess = (status: number | string) =>
  typeof status === 'number' && status >= 200 && status < 400;
/** NaN (no sample) crosses the processes' JSON channel as null. */
const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const latencies = (hits: Hit[]) => hits.map((hit) => hit.ms);

function failuresOf(outcome: Outcome) {
  const failedGets = outcome.hits.filter((hit) => !isSuccess(hit.status));
  const failedSends = outcome.sends.filter((send) => send.status !== 201);
  const { delivery, connect } = outcome;
  const lost = delivery.expected - delivery.received;
  return {
    failedGets,
    failedSends,
    lost,
    total:
      failedGets.length +
      failedSends.length +
      (MEMBERS - connect.connected) +
      delivery.drops.length +
      lost +
      delivery.duplicates,
  };
}

function metrics(outcome: Outcome) {
  const requests = outcome.hits.length + outcome.sends.length;
  return {
    requestsPerSecond: requests / SECONDS,
    get: summarize(latencies(outcome.hits)),
    post: summarize(latencies(outcome.sends)),
    delivery: outcome.delivery.latency,
    failures: failuresOf(outcome),
  };
}

function tableRow(outcome: Outcome): string {
  const m = metrics(outcome);
  const { delivery } = outcome;
  const stored = outcome.sends.filter((send) => send.status === 201).length;
  return `| ${outcome.shape} | ${m.requestsPerSecond.toFixed(0)} | ${count(outcome.sends.length)} (${count(stored)} stored) | ${count(delivery.received)} of ${count(delivery.expected)} | ${ms(m.get.p50)} / ${ms(m.get.p99)} | ${ms(m.post.p50)} / ${ms(m.post.p99)} | ${ms(delivery.latency.p50)} / ${ms(delivery.latency.p99)} | ${count(m.failures.total)} |`;
}

/** How often each label occurs, e.g. `/api/blog 503 ×3; /api/leaders fetch failed ×1`. */
function tally(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, n]) => `${label} ×${n}`).join('; ') || 'none';
}
const failureLabels = (hits: Hit[]) => hits.map((hit) => `${hit.path} ${hit.status}`);

/** p99 per 10 s of the run, by when the request left: a backlog that builds up shows here. */
function bySlice(hits: Hit[], startAt: number): string {
  const slices: number[][] = [];
  for (const hit of hits) {
    const slice = Math.max(0, Math.floor((hit.t0 - startAt) / 10_000));
    (slices[slice] ??= []).push(hit.ms);
  }
  return Array.from(slices, (values) => ms(percentile(values ?? [], 99))).join(', ');
}

function describeFigures(figures: ServerFigures): string {
  return `event-loop delay p99 ${ms(figures.loopDelayP99Ms)}, max ${ms(figures.loopDelayMaxMs)}; GC ${ms(figures.gcMs)}; ${count(figures.queries)} queries, mean ${ms(figures.queryMeanMs)}`;
}

function details(outcome: Outcome): string[] {
  const { delivery, connect, machine } = outcome;
  const f = failuresOf(outcome);
  const problems = [...new Set(outcome.problems)];
  const lines = [
    `**${outcome.shape}**: ${connect.connected} of ${MEMBERS} sockets connected in ${ms(connect.ms)}${connect.failures.length ? ` (failures: ${connect.failures.join('; ')})` : ''}; ${count(outcome.hits.length)} visitor GETs, ${count(outcome.sends.length)} POST /api/messages`,
    `- CPU (share of one core): server ${machine.serverCpu.map(percent).join(' + ')}, PostgreSQL ${percent(machine.postgresCpu)}, Redis ${percent(machine.redisCpu)} (all their processes, this run's or not), load generators ${percent(machine.loadCpu)}; some task waiting for a CPU ${percent(machine.cpuPressure)} of the run; load average ${machine.loadAverage[0].toFixed(1)} → ${machine.loadAverage[1].toFixed(1)} on ${os.availableParallelism()} cores`,
    `- in the server${outcome.serverFigures.length > 1 ? 's' : ''}: ${outcome.serverFigures.map(describeFigures).join('; ')}`,
    `- in the load processes (visitors, sockets, senders): event-loop delay p99 ${outcome.loadDelay.map((d) => ms(d.p99Ms)).join(', ')}; max ${outcome.loadDelay.map((d) => ms(d.maxMs)).join(', ')}`,
    `- delivery p50 / p99 / max: all ${ms(delivery.latency.p50)} / ${ms(delivery.latency.p99)} / ${ms(delivery.latency.max)}` +
      (delivery.crossInstance.count > 0
        ? `; same instance ${ms(delivery.sameInstance.p50)} / ${ms(delivery.sameInstance.p99)} (${count(delivery.sameInstance.count)}), across Redis ${ms(delivery.crossInstance.p50)} / ${ms(delivery.crossInstance.p99)} (${count(delivery.crossInstance.count)})`
        : ''),
    `- GET max ${ms(summarize(latencies(outcome.hits)).max)}, POST max ${ms(summarize(latencies(outcome.sends)).max)}; connections dropped from a full listen queue (machine-wide) ${count(machine.listenOverflows)}`,
    `- GET p99 by 10-s slice of the run: ${bySlice(outcome.hits, outcome.startAt)}`,
    `- POST p99 by 10-s slice of the run: ${bySlice(outcome.sends, outcome.startAt)}`,
    `- errors: failed GETs ${f.failedGets.length} (${tally(failureLabels(f.failedGets))}); failed sends ${f.failedSends.length} (${tally(failureLabels(f.failedSends))}); deliveries lost ${count(f.lost)}, duplicated ${delivery.duplicates}; sockets dropped ${delivery.drops.length}${delivery.drops.length ? ` (${tally(delivery.drops)})` : ''}${delivery.serverErrors.length ? `; the server told sockets: ${delivery.serverErrors.join('; ')}` : ''}`,
    `- server log during the run: ${outcome.problems.length} warning or error lines${problems.length ? ` (${problems.slice(0, 5).join(' | ')})` : ''}`,
  ];
  return lines;
}

function report(outcomes: Outcome[]): void {
  console.log(
    `${VISITORS} visitors (think ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s) and ${MEMBERS} members (1 message each per ${SEND_INTERVAL_MS / 1000} s, delivery receipts ${RECEIPTS ? 'on' : 'off'}) for ${SECONDS} s`,
  );
  console.log('');
  console.log(
    '| shape | API req/s | messages sent | deliveries received | GET p50 / p99 | POST /api/messages p50 / p99 | delivery p50 / p99 | errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const outcome of outcomes) console.log(tableRow(outcome));
  console.log('');
  for (const outcome of outcomes) {
    for (const line of details(outcome)) console.log(line);
    console.log('');
  }
  const [scaledRun, embeddedRun] = outcomes.map(metrics);
  if (scaledRun && embeddedRun) {
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `scaled / embedded: API req/s ${ratio(scaledRun.requestsPerSecond, embeddedRun.requestsPerSecond)}, GET p99 ${ratio(scaledRun.get.p99, embeddedRun.get.p99)}, POST p99 ${ratio(scaledRun.post.p99, embeddedRun.post.p99)}, delivery p99 ${ratio(scaledRun.delivery.p99, embeddedRun.delivery.p99)}`,
    );
  }
}

// ---- Main ----

/** The server's build, and the web app's, which serves the visitors' `/`. */
function buildIfMissing(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html')) && fs.existsSync(SERVER_MAIN))
    return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

async function runBench(): Promise<void> {
  buildIfMissing();
  let interrupted = false;
  // Ctrl-C: the servers stop, the scratch database is dropped, the directories go.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      interrupted = true;
      void cleanUpTo(0).finally(() => process.exit(130));
    });
  try {
    const outcomes: Outcome[] = [];
    if (SHAPES.includes('scaled')) outcomes.push(await scaled());
    if (SHAPES.includes('embedded')) outcomes.push(await embedded());
    report(outcomes);
  } catch (error) {
    // Stopping the load processes on a signal fails whatever waited on them: not news.
    if (!interrupted) console.error(error);
    process.exitCode = 1;
  } finally {
    // Whatever a failure left behind, before the process may end.
    await cleanUpTo(0);
  }
}

const role = process.argv[2];
if (role === 'visitors' || role === 'sockets' || role === 'senders') runLoadProcess(role);
else await runBench();
