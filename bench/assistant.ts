/**
 * The assistant's streamed answers against baselines in the same run.
 *
 *   (a) a bare Fastify route that streams the same answer text in the same chunks, with no
 *       pacing, no database and no retrieval: what any streamed reply costs on this machine;
 *   (a') the same bare route pacing its chunks as the built-in provider does. With 50 clients
 *       in a closed loop, an unpaced answer ends at once and its client asks again, so (a)
 *       serves several times the requests a second that (b) does and queues for it; (a')
 *       has (b)'s rhythm, so (b)/(a') is the fair ratio under load;
 *   (b) POST /api/ai/chat on the full app with the built-in provider (no key) over the demo
 *       church: rate limit, validation, the knowledge snapshot (one query that checks whether
 *       the content changed), BM25 retrieval, the built-in answer, then the answer in chunks;
 *   (c) GET /api/health on the full app: one trivial database query through the same stack.
 *
 * Ten questions (next event, service time, mobile money, latest teaching, campuses, serving,
 * contact, kids, prayer, and one it cannot answer) are asked in turn, first by one client, then
 * by 50 at once (a closed loop: each client asks again as soon as its answer ends). Time to
 * first byte (TTFB) is taken at the first byte of the body, total at the last. The built-in
 * provider paces its chunks on purpose (CHUNK_GAP_MS in providers/builtin.ts) so the widget
 * shows the answer growing, so (b)'s total includes that pacing and compares only with (a')'s.
 * Every answer is checked: status 200, not empty, not the apology, and the fact the
 * question asks for.
 *
 * The servers run in this process; the clients (node:http, keep-alive) run in a child process
 * (this file again, with the argument `clients`), so the load does not share the servers'
 * event loop. Machines here are shared and noisy, so only the ratios mean anything.
 *
 *   npm run bench:assistant                                  PGlite (the embedded default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:assistant   PostgreSQL
 *   BENCH_REQUESTS=1000 BENCH_SERIAL_REQUESTS=100             requests at 50 and at 1 client
 *   BENCH_CPU_PROFILE=/tmp/assistant.cpuprofile               the server's CPU profile while
 *                                                             (b) runs with 50 clients
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { assistantTexts, church, RECURRING_TUESDAY } from '@torch/contract';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import {
  longDate,
  type ChurchKnowledge,
  type KnowledgeSnapshot,
} from '../apps/server/src/modules/assistant/knowledge';
import { sharedCareClassifier } from '../apps/server/src/modules/assistant/care/care-classifier';
import { recogniseCareNeed } from '../apps/server/src/modules/assistant/care/recognise';
import { builtinAnswer, chunksOf } from '../apps/server/src/modules/assistant/providers/builtin';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { demoEvents, demoTeachings } from '../apps/server/src/modules/demo-content/demo-content';
import { seedDemoContent } from '../apps/server/src/modules/demo-content/seed';
import { percentile, withScratchDatabase } from './support';

const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const SERIAL_REQUESTS = Number(process.env.BENCH_SERIAL_REQUESTS ?? 100);
/** providers/builtin.ts: the pause after each chunk (not exported; keep in step). */
const CHUNK_GAP_MS = 12;
/** service.ts: how many BM25 matches go with a question (not exported; keep in step). */
const RELEVANT_FACTS = 6;
const LOOP_SAMPLE_MS = 10;

/** Milliseconds on the machine's monotonic clock, the same in every process. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

// ---- The client process ----

interface RunCommand {
  url: string;
  method: 'GET' | 'POST';
  /** POST bodies, used in turn; none for GET. */
  bodies: string[];
  concurrency: number;
  requests: number;
}

interface Sample {
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

function runClients(): void {
  const one = (agent: http.Agent, command: RunCommand, index: number) =>
    new Promise<Sample>((resolve) => {
      const body = command.bodies.length > 0 ? command.bodies[index % command.bodies.length]! : '';
      const t0 = now();
      let first = Number.NaN;
      const chunks: Buffer[] = [];
      const fail = (error: unknown) =>
        resolve({
          index,
          status: 0,
          ttfb: Number.NaN,
          total: now() - t0,
          pieces: chunks.length,
          text: '',
          error: String(error),
        });
      const request = http.request(
        command.url,
        {
          method: command.method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (response) => {
          response.on('data', (chunk: Buffer) => {
            if (chunks.length === 0) first = now();
            chunks.push(chunk);
          });
          response.on('end', () => {
            const end = now();
            resolve({
              index,
              status: response.statusCode ?? 0,
              ttfb: (Number.isNaN(first) ? end : first) - t0,
              total: end - t0,
              pieces: chunks.length,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
          response.on('error', fail);
        },
      );
      request.on('error', fail);
      request.end(body || undefined);
    });

  /** A closed loop: each of `concurrency` clients asks again as soon as its answer ends. */
  const run = async (command: RunCommand): Promise<Sample[]> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: command.concurrency });
    const samples: Sample[] = [];
    let next = 0;
    const client = async () => {
      while (next < command.requests) {
        const index = next++;
        samples[index] = await one(agent, command, index);
      }
    };
    await Promise.all(Array.from({ length: command.concurrency }, client));
    agent.destroy();
    return samples;
  };

  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: { id: number; command: RunCommand }) => {
    run(message.command).then(
      (result) => process.send!({ id: message.id, result }),
      (error: unknown) =>
        process.send!({ id: message.id, error: String((error as Error).stack ?? error) }),
    );
  });
  process.send!({ id: -1, result: 'ready' });
}

function connectClients(): {
  child: ChildProcess;
  ready: Promise<void>;
  run: (command: RunCommand) => Promise<Sample[]>;
} {
  // The same file with tsx's loader (fork passes this process's execArgv on).
  const child = fork(import.meta.filename, ['clients'], { stdio: 'inherit' });
  const pending = new Map<number, { resolve: (s: Sample[]) => void; reject: (e: Error) => void }>();
  let readyResolve: () => void = () => {};
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));
  let nextId = 0;
  child.on('message', (reply: { id: number; result?: Sample[]; error?: string }) => {
    if (reply.id === -1) return readyResolve();
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting?.reject(new Error(`client process: ${reply.error}`));
    else waiting?.resolve(reply.result ?? []);
  });
  child.on('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`client process exited (${code})`));
    pending.clear();
  });
  return {
    child,
    ready,
    run: (command) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, command });
      }),
  };
}

// ---- The server process ----

const ms = (value: number) => `${value.toFixed(1)} ms`;
const us = (value: number) => `${(value * 1000).toFixed(0)} µs`;
const spread = (values: number[]) =>
  [50, 95, 99].map((p) => percentile(values, p).toFixed(1)).join(' / ');

/** Linux's pressure stall counter: µs some task spent waiting for a CPU. */
function cpuStalled(): number {
  try {
    const some = fs.readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] ?? '';
    return Number(/total=(\d+)/.exec(some)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

async function runBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-bench-'));
  const scratch = process.env.BENCH_DATABASE_URL
    ? await withScratchDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const database = scratch ? openPostgres(scratch.url) : await openPglite(path.join(dataDir, 'db'));
  await runMigrations(database);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AI_PROVIDER: 'builtin',
    AI_RATE_LIMIT_PER_IP: '100000',
  });
  // The real request log, written where it costs what a file would, not to the terminal.
  const logger = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));
  const torch = await buildApp({
    config,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-to-sign',
    loggerInstance: logger,
  });
  const today = torch.services.events.today();
  await seedDemoContent(database.db, { today, uploadsDir: path.join(dataDir, 'uploads') });
  const appUrl = await torch.app.listen({ port: 0, host: '127.0.0.1' });

  // What each question must contain, from the same demo content the database now holds.
  const next = demoEvents(today)
    .filter((event) => event.event_date !== RECURRING_TUESDAY)
    .sort((a, b) => a.event_date.localeCompare(b.event_date))[0]!;
  const latestTeaching = [...demoTeachings(today)].sort((a, b) =>
    b.preached_at.localeCompare(a.preached_at),
  )[0]!;
  const questions: [string, string][] = [
    ['When is the next event?', `The next event is ${next.title}, on ${longDate(next.event_date)}`],
    ['What time is the Tuesday service?', '5:00 PM to 8:00 PM'],
    ['How can I give by mobile money?', 'MTN Mobile Money'],
    ['What is the latest sermon?', latestTeaching.title],
    ['Are there campuses near Makerere?', 'Makerere'],
    ['How can I volunteer?', '#/serve'],
    ['What is your phone number?', church.phone],
    ['Do you have a program for kids?', 'Torch Stars'],
    ['How do I send a prayer request?', '#/prayer'],
    ['What is the capital of Peru?', "I'm not sure"],
  ];
  const bodies = questions.map(([newMessage]) => JSON.stringify({ history: [], newMessage }));
  /** Why an answer fails, or null. */
  const problem = (sample: Sample): string | null => {
    if (sample.error) return `error: ${sample.error}`;
    if (sample.status !== 200) return `status ${sample.status}`;
    if (sample.text.trim() === '') return 'empty';
    if (sample.text.includes(assistantTexts.apology)) return 'apology';
    const [question, fact] = questions[sample.index % questions.length]!;
    return sample.text.includes(fact) ? null : `"${question}" lacks "${fact}"`;
  };

  // Hooks: how long the knowledge snapshot takes per answer, and from the moment the answer
  // is first pulled (just after the route hands the stream to Fastify) to its first chunk.
  const assistant = torch.services.assistant;
  const knowledge = (assistant as unknown as { knowledge?: ChurchKnowledge }).knowledge;
  if (typeof knowledge?.snapshot !== 'function')
    throw new Error(
      'AssistantService no longer keeps its knowledge in `knowledge`: update the hook',
    );
  const trace = { snapshot: [] as number[], firstChunk: [] as number[] };
  const snapshot = knowledge.snapshot.bind(knowledge);
  knowledge.snapshot = async () => {
    const start = now();
    const result = await snapshot();
    trace.snapshot.push(now() - start);
    return result;
  };
  const reply = assistant.reply.bind(assistant);
  assistant.reply = async function* (input, signal) {
    const start = now();
    let first = true;
    for await (const chunk of reply(input, signal)) {
      if (first) trace.firstChunk.push(now() - start);
      first = false;
      yield chunk;
    }
  };

  const clients = connectClients();
  await clients.ready;
  const loadBefore = os.loadavg()[0]!;
  const stallBefore = cpuStalled();
  const benchStart = now();

  // The first question after start-up: the snapshot is built from the six content queries.
  const [cold] = await clients.run({
    url: `${appUrl}/api/ai/chat`,
    method: 'POST',
    bodies: [bodies[0]!],
    concurrency: 1,
    requests: 1,
  });

  // The bare route streams the answer the assistant gave to the same question.
  const answers = new Map<string, string>();
  for (const sample of await clients.run({
    url: `${appUrl}/api/ai/chat`,
    method: 'POST',
    bodies,
    concurrency: 1,
    requests: questions.length,
  }))
    answers.set(questions[sample.index]![0], sample.text);
  /** The answer's chunks, as the built-in provider yields them, paced the same way or not. */
  async function* bareAnswer(text: string, paced: boolean): AsyncGenerator<string> {
    for (const chunk of chunksOf(text)) {
      yield chunk;
      if (paced) await new Promise((resolve) => setTimeout(resolve, CHUNK_GAP_MS));
    }
  }
  const bare = Fastify();
  for (const paced of [false, true])
    bare.post(paced ? '/paced' : '/unpaced', (request, reply) => {
      const { newMessage } = request.body as { newMessage: string };
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Accel-Buffering', 'no')
        .send(Readable.from(bareAnswer(answers.get(newMessage) ?? '', paced)));
    });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const targets = {
    bare: { label: '(a) bare, unpaced', url: `${bareUrl}/unpaced`, method: 'POST', bodies },
    paced: { label: "(a') bare, paced", url: `${bareUrl}/paced`, method: 'POST', bodies },
    health: {
      label: '(c) GET /api/health',
      url: `${appUrl}/api/health`,
      method: 'GET',
      bodies: [],
    },
    assistant: {
      label: '(b) POST /api/ai/chat',
      url: `${appUrl}/api/ai/chat`,
      method: 'POST',
      bodies,
    },
  } as const;
  type Target = keyof typeof targets;
  const order: Target[] = ['bare', 'paced', 'health', 'assistant'];
  const measure = (target: Target, concurrency: number, requests: number) =>
    clients.run({ ...targets[target], bodies: [...targets[target].bodies], concurrency, requests });

  // Warm-up, not counted: JIT, the connections, PGlite's caches.
  for (const target of order) await measure(target, CONCURRENCY, 2 * CONCURRENCY);

  interface Phase {
    samples: Sample[];
    serverCpu: number;
    loopDelay: { p50: number; p99: number; max: number };
    snapshot: number[];
    firstChunk: number[];
    seconds: number;
  }
  const phases = new Map<string, Phase>();
  for (const [concurrency, requests] of [
    [1, SERIAL_REQUESTS],
    [CONCURRENCY, REQUESTS],
  ] as const) {
    for (const target of order) {
      trace.snapshot = [];
      trace.firstChunk = [];
      const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
      loop.enable();
      const profile = process.env.BENCH_CPU_PROFILE;
      const profiler =
        profile && target === 'assistant' && concurrency === CONCURRENCY
          ? new Session()
          : undefined;
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      const cpuBefore = process.cpuUsage();
      const start = now();
      const samples = await measure(target, concurrency, requests);
      const elapsed = now() - start;
      const cpu = process.cpuUsage(cpuBefore);
      loop.disable();
      if (profiler && profile) {
        const { profile: result } = await profiler.post('Profiler.stop');
        fs.writeFileSync(profile, JSON.stringify(result));
        profiler.disconnect();
      }
      phases.set(`${target}@${concurrency}`, {
        samples,
        serverCpu: (cpu.user + cpu.system) / 1000 / elapsed,
        // The histogram holds the sampling interval plus the lag; an idle loop reads 10 ms.
        loopDelay: {
          p50: Math.max(0, loop.percentile(50) / 1e6 - LOOP_SAMPLE_MS),
          p99: Math.max(0, loop.percentile(99) / 1e6 - LOOP_SAMPLE_MS),
          max: Math.max(0, loop.max / 1e6 - LOOP_SAMPLE_MS),
        },
        snapshot: trace.snapshot,
        firstChunk: trace.firstChunk,
        seconds: elapsed / 1000,
      });
    }
  }
  const benchMs = now() - benchStart;
  const stall = (cpuStalled() - stallBefore) / 1000 / benchMs;
  const loadAfter = os.loadavg()[0]!;

  // The parts of an answer's first chunk, each alone and warm, in this process.
  const time = async (runs: number, work: () => unknown) => {
    const start = now();
    for (let i = 0; i < runs; i += 1) await work();
    return (now() - start) / runs;
  };
  const warm: KnowledgeSnapshot = await snapshot();
  const signatureQuery = await time(200, snapshot);
  const ping = await time(200, () => database.ping());
  // A content change makes the next answer rebuild the snapshot (six queries, facts, index).
  const rebuilder = knowledge as unknown as { build?: (day: string) => Promise<KnowledgeSnapshot> };
  const rebuild =
    typeof rebuilder.build === 'function' ? await time(20, () => rebuilder.build!(today)) : NaN;
  let turn = 0;
  const retrieval = await time(20_000, () => {
    const question = questions[turn++ % questions.length]![0];
    return warm.index.search(question, RELEVANT_FACTS);
  });
  const relevantFor = questions.map(([question]) =>
    warm.index.search(question, RELEVANT_FACTS).map((match) => match.document),
  );
  const answering = await time(20_000, () => {
    const index = turn++ % questions.length;
    return builtinAnswer({
      question: questions[index]![0],
      history: [],
      knowledge: warm,
      relevant: relevantFor[index]!,
      emergencyNumbers: ['999', '112'],
    });
  });
  // The care recogniser runs on every question before retrieval, with the person's last messages.
  const history = questions
    .slice(0, 3)
    .map(([text]) => ({ role: 'user' as const, parts: [{ text }] }));
  const recognising = await time(20_000, () =>
    recogniseCareNeed(questions[turn++ % questions.length]![0], history, sharedCareClassifier()),
  );

  // ---- Report ----
  console.log(
    `database: ${database.kind}; demo church seeded for ${today} (${config.churchTimeZone}); ${questions.length} questions in turn; closed loop, clients in a child process`,
  );
  console.log(
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores; some task waiting for a CPU ${(stall * 100).toFixed(0)} % of the run (/proc/pressure/cpu)`,
  );
  const coldProblem = cold ? problem(cold) : 'no answer';
  console.log(
    `first question after start-up (snapshot built): "${questions[0]![0]}" TTFB ${ms(cold?.ttfb ?? NaN)}, total ${ms(cold?.total ?? NaN)}, ${coldProblem ?? `right event (${next.title}, ${longDate(next.event_date)})`}`,
  );
  const allFailures: string[] = [];
  const levels = [
    [1, SERIAL_REQUESTS],
    [CONCURRENCY, REQUESTS],
  ] as const;
  const phaseOf = (target: Target, concurrency: number) => phases.get(`${target}@${concurrency}`)!;
  const at = (target: Target, concurrency: number, field: 'ttfb' | 'total', p: number) =>
    percentile(
      phaseOf(target, concurrency).samples.map((s) => s[field]),
      p,
    );
  const ratio = (
    target: Target,
    baseline: Target,
    concurrency: number,
    field: 'ttfb' | 'total' = 'ttfb',
  ) =>
    [50, 95]
      .map(
        (p) =>
          `p${p} ${(at(target, concurrency, field, p) / at(baseline, concurrency, field, p)).toFixed(2)}`,
      )
      .join(', ');
  for (const [concurrency, requests] of levels) {
    console.log('');
    console.log(
      `${concurrency} client${concurrency > 1 ? 's' : ''}, ${requests} requests each   TTFB p50 / p95 / p99 ms    total p50 / p95 / p99 ms    failures   req/s`,
    );
    for (const target of order) {
      const phase = phaseOf(target, concurrency);
      const failures =
        target === 'health'
          ? phase.samples.filter((s) => s.status !== 200).map((s) => `status ${s.status}`)
          : phase.samples.flatMap((s) => problem(s) ?? []);
      allFailures.push(...failures.map((f) => `${target}@${concurrency}: ${f}`));
      console.log(
        `  ${targets[target].label.padEnd(24)} ${spread(phase.samples.map((s) => s.ttfb)).padEnd(26)} ${spread(phase.samples.map((s) => s.total)).padEnd(27)} ${String(failures.length).padEnd(10)} ${(requests / phase.seconds).toFixed(0)}`,
      );
    }
    console.log(
      `  TTFB ratio (b)/(a): ${ratio('assistant', 'bare', concurrency)};  (b)/(a'): ${ratio('assistant', 'paced', concurrency)};  (b)/(c): ${ratio('assistant', 'health', concurrency)}`,
    );
    console.log(`  total ratio (b)/(a'): ${ratio('assistant', 'paced', concurrency, 'total')}`);
    const phase = phaseOf('assistant', concurrency);
    const server = percentile(phase.firstChunk, 50);
    console.log(
      `  (b) in the server: snapshot() p50 ${ms(percentile(phase.snapshot, 50))}, p95 ${ms(percentile(phase.snapshot, 95))}; answer pulled → first chunk p50 ${ms(server)}, p95 ${ms(percentile(phase.firstChunk, 95))}; the rest of TTFB p50 (HTTP, routing, rate limit, validation, waiting for the loop) ≈ ${ms(at('assistant', concurrency, 'ttfb', 50) - server)}`,
    );
    console.log(
      `  server CPU (a) ${(phaseOf('bare', concurrency).serverCpu * 100).toFixed(0)} %, (a') ${(phaseOf('paced', concurrency).serverCpu * 100).toFixed(0)} %, (b) ${(phase.serverCpu * 100).toFixed(0)} % of a core; (b) event loop lag p50 ${ms(phase.loopDelay.p50)}, p99 ${ms(phase.loopDelay.p99)}, max ${ms(phase.loopDelay.max)}`,
    );
  }
  console.log('');
  console.log(
    '(b) by question                        chunks  bytes   1 client: TTFB / total ms   50 clients: TTFB p50 / total p50 / total max ms',
  );
  questions.forEach(([question], index) => {
    const answer = answers.get(question) ?? '';
    const of = (concurrency: number) =>
      phaseOf('assistant', concurrency).samples.filter((s) => s.index % questions.length === index);
    const serial = of(1);
    const loaded = of(CONCURRENCY);
    const right = loaded.filter((s) => problem(s) === null).length;
    console.log(
      `  ${question.padEnd(36)} ${String([...chunksOf(answer)].length).padStart(6)} ${String(Buffer.byteLength(answer)).padStart(6)}   ${percentile(
        serial.map((s) => s.ttfb),
        50,
      ).toFixed(1)} / ${percentile(
        serial.map((s) => s.total),
        50,
      ).toFixed(1)}`.padEnd(86) +
        `${percentile(
          loaded.map((s) => s.ttfb),
          50,
        ).toFixed(1)} / ${percentile(
          loaded.map((s) => s.total),
          50,
        ).toFixed(1)} / ${Math.max(...loaded.map((s) => s.total)).toFixed(1)}` +
        (right < loaded.length ? `   (${loaded.length - right} wrong)` : ''),
    );
  });
  const answerChunks = questions.map(
    ([question]) => [...chunksOf(answers.get(question) ?? '')].length,
  );
  const pieces = phaseOf('assistant', CONCURRENCY).samples.map((s) => s.pieces);
  console.log(
    `  pacing alone ≈ chunks × ${CHUNK_GAP_MS} ms (${percentile(answerChunks, 50) * CHUNK_GAP_MS} ms at the median of ${percentile(answerChunks, 50)} chunks); answers arrived in ${percentile(pieces, 50)} pieces (median) at ${CONCURRENCY} clients`,
  );
  console.log(
    `alone and warm: snapshot() with the cache current (its one signature query) ${us(signatureQuery)}; SELECT 1 ${us(ping)}; rebuilding the snapshot ${ms(rebuild)}; BM25 search ${us(retrieval)}; built-in answer ${us(answering)}; care recogniser (with 3 earlier messages) ${us(recognising)}`,
  );
  console.log(
    `failures: ${allFailures.length}${allFailures.length > 0 ? ` (${[...new Set(allFailures)].slice(0, 5).join('; ')})` : ''}`,
  );

  const exited = new Promise((resolve) => clients.child.once('exit', resolve));
  clients.child.disconnect();
  await exited;
  await bare.close();
  await torch.app.close();
  await database.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'clients') runClients();
else await runBench();
