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
 * The load comes from three child processes (bench/load/load-process.ts, with a role as its
 * argument): the visitors, the members' sockets and the members' sends, so a send is not held
 * up behind the fan-out its own process is receiving and neither load distorts the other's
 * latency. All of them read CLOCK_MONOTONIC (process.hrtime), so a send's start taken in one
 * process compares with an arrival taken in another.
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
import path from 'node:path';
import { forkChild } from './lib/child';
import { now, sleep } from './lib/clock';
import { cleaningUp, cleanUpTo, mkTempDir, onCleanUp } from './lib/cleanup';
import { meterMachine } from './lib/machine';
import { createMembers as storeMembers } from './lib/members';
import { scrapeMetrics, serverFigures } from './lib/metrics';
import {
  buildIfMissing,
  logProblems,
  startServer as startServerProcess,
  stopProcess,
  type ServerProcess,
} from './lib/server-process';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { withScratchDatabase } from './lib/app';
import {
  MEMBERS,
  PUBLIC_PATHS,
  RECEIPTS,
  SECONDS,
  VISITORS,
  type Answers,
  type Command,
  type Member,
  type Role,
} from './load/protocol';
import { report, type Outcome } from './load/report';
import { sendOne, timedFetch } from './load/requests';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHAPES = (process.env.BENCH_SHAPES ?? 'scaled,embedded').split(',');

/** After the last send, how long a late delivery still counts (later, it is lost). */
const DELIVERY_GRACE_MS = 10_000;
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

/** One of the three load processes, stopped at clean-up. */
async function startLoadProcess(role: Role) {
  const load = forkChild<Command, Answers>(
    path.join(import.meta.dirname, 'load/load-process.ts'),
    [role],
    `${role} process`,
  );
  onCleanUp(() => stopProcess(load.child));
  await load.ready;
  return { pid: load.child.pid, ask: load.ask.bind(load) };
}

/**
 * One production server process. Only the variables given here reach it, so a DATABASE_URL or
 * REDIS_URL in the bench's own environment cannot turn the embedded shape into another. Its log
 * (one JSON line per request, as in production) goes to a file, where it costs what it would.
 */
function startServer(
  name: string,
  env: Record<string, string>,
  logDir: string,
): Promise<ServerProcess> {
  return startServerProcess({
    env: {
      PATH: process.env.PATH ?? '',
      JWT_SECRET,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      ...RAISED_LIMITS,
      ...env,
    },
    logPath: path.join(logDir, `${name}.log`),
    readyPath: '/api/ready',
    onSpawn: (child) => onCleanUp(() => stopProcess(child)),
  });
}

/** Members stored before the servers start (see lib/members.ts), on a migrated schema. */
async function createMembers(database: DatabaseHandle, count: number): Promise<string[]> {
  await runMigrations(database);
  return storeMembers(database, {
    count,
    secret: JWT_SECRET,
    name: 'Load Member',
    emailPrefix: `load-${Date.now()}`,
  });
}

/** The scaled shape: a scratch database, the real Redis, two instances. */
async function scaled(): Promise<Outcome> {
  return cleaningUp(async () => {
    const scratch = await withScratchDatabase(POSTGRES_URL);
    onCleanUp(() => scratch.drop());
    const database = openPostgres(scratch.url);
    const tokens = await createMembers(database, MEMBERS).finally(() => database.close());
    const logDir = mkTempDir('torch-load-logs-');
    const shared = { DATABASE_URL: scratch.url, REDIS_URL };
    // One after the other, as a rolling deploy would: the second finds the schema migrated.
    const servers: ServerProcess[] = [];
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
async function drive(shape: string, servers: ServerProcess[], tokens: string[]): Promise<Outcome> {
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
  const metricsBefore = await Promise.all(
    servers.map((server) => scrapeMetrics(server.url, METRICS_TOKEN)),
  );
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
  const metricsAfter = await Promise.all(
    servers.map((server) => scrapeMetrics(server.url, METRICS_TOKEN)),
  );
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
    problems: servers.flatMap((server) => logProblems(server.logPath!, startedAtWallClock)),
  };
}

// ---- Main ----

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

await runBench();
