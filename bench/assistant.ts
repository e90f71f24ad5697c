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
 * (bench/assistant/clients.ts), so the load does not share the servers' event loop. Machines here are shared and noisy, so only the ratios mean anything.
 *
 *   npm run bench:assistant                                  PGlite (the embedded default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:assistant   PostgreSQL
 *   BENCH_REQUESTS=1000 BENCH_SERIAL_REQUESTS=100             requests at 50 and at 1 client
 *   BENCH_CPU_PROFILE=/tmp/assistant.cpuprofile               the server's CPU profile while
 *                                                             (b) runs with 50 clients
 */
import os from 'node:os';
import path from 'node:path';
import { seedDemoContent } from '../apps/server/src/modules/demo-content/seed';
import { timeAlone } from './assistant/alone';
import { traceAssistant } from './assistant/hooks';
import { measurePhases, startBare } from './assistant/phases';
import type { Answers, RunCommand } from './assistant/protocol';
import { questionsFor } from './assistant/questions';
import { report } from './assistant/report';
import { startApp } from './lib/app';
import { forkChild } from './lib/child';
import { now } from './lib/clock';
import { stalled } from './lib/machine';

async function runBench(): Promise<void> {
  const torch = await startApp({
    env: { AI_PROVIDER: 'builtin', AI_RATE_LIMIT_PER_IP: '100000' },
    prepare: async ({ services, database, dataDir }) =>
      seedDemoContent(database.db, {
        today: await services.events.today(),
        uploadsDir: path.join(dataDir, 'uploads'),
      }),
  });
  const today = await torch.services.events.today();
  const appUrl = torch.url;
  const questions = questionsFor(today);
  const { bodies } = questions;
  const traced = traceAssistant(torch);

  const clients = forkChild<RunCommand, Answers>(
    path.join(import.meta.dirname, 'assistant/clients.ts'),
    [],
    'client process',
  );
  await clients.ready;
  const loadBefore = os.loadavg()[0]!;
  const stallBefore = stalled('cpu');
  const benchStart = now();

  // The first question after start-up: the snapshot is built from the six content queries.
  const [cold] = await clients.ask({
    kind: 'run',
    url: `${appUrl}/api/ai/chat`,
    method: 'POST',
    bodies: [bodies[0]!],
    concurrency: 1,
    requests: 1,
  });

  // The bare route streams the answer the assistant gave to the same question.
  const answers = new Map<string, string>();
  for (const sample of await clients.ask({
    kind: 'run',
    url: `${appUrl}/api/ai/chat`,
    method: 'POST',
    bodies,
    concurrency: 1,
    requests: questions.questions.length,
  }))
    answers.set(questions.questions[sample.index]![0], sample.text);
  const bare = await startBare(answers);

  const phases = await measurePhases(clients, { bare: bare.url, app: appUrl }, bodies, traced);
  const benchMs = now() - benchStart;
  const stall = (stalled('cpu') - stallBefore) / 1000 / benchMs;
  const loadAfter = os.loadavg()[0]!;
  const alone = await timeAlone(traced, torch.database, today, questions);

  report(
    {
      databaseKind: torch.database.kind,
      today,
      timeZone: (await torch.services.church.current()).timeZone,
      loadBefore,
      loadAfter,
      stall,
      cold,
      answers,
      phases,
      alone,
    },
    questions,
  );

  await clients.close();
  await bare.bare.close();
  await torch.close();
}

await runBench();
