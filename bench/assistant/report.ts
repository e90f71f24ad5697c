/** What bench/assistant.ts prints: each level's table and ratios, then each question's figures. */
import os from 'node:os';
import { longDate } from '../../apps/server/src/modules/assistant/knowledge';
import { chunksOf } from '../../apps/server/src/modules/assistant/providers/builtin';
import { ms } from '../lib/format';
import { percentile } from '../lib/stats';
import { LABELS, LEVELS, ORDER, type Phase, type Target } from './phases';
import { CHUNK_GAP_MS, CONCURRENCY, type Sample } from './protocol';
import type { Questions } from './questions';

const spread = (values: number[]) =>
  [50, 95, 99].map((p) => percentile(values, p).toFixed(1)).join(' / ');

export function report(
  run: {
    databaseKind: string;
    today: string;
    timeZone: string;
    loadBefore: number;
    loadAfter: number;
    /** Share of the run in which some task waited for a CPU. */
    stall: number;
    /** The first answer after start-up. */
    cold: Sample | undefined;
    /** Each question's answer, as the bare routes stream it. */
    answers: Map<string, string>;
    phases: Map<string, Phase>;
    /** The line of timings taken alone and warm. */
    alone: string;
  },
  { next, questions, problem }: Questions,
): void {
  const { today, loadBefore, loadAfter, stall, cold, answers, phases, alone } = run;
  console.log(
    `database: ${run.databaseKind}; demo church seeded for ${today} (${run.timeZone}); ${questions.length} questions in turn; closed loop, clients in a child process`,
  );
  console.log(
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores; some task waiting for a CPU ${(stall * 100).toFixed(0)} % of the run (/proc/pressure/cpu)`,
  );
  const coldProblem = cold ? problem(cold) : 'no answer';
  console.log(
    `first question after start-up (snapshot built): "${questions[0]![0]}" TTFB ${ms(cold?.ttfb ?? NaN)}, total ${ms(cold?.total ?? NaN)}, ${coldProblem ?? `right event (${next.title}, ${longDate(next.event_date)})`}`,
  );
  const allFailures: string[] = [];
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
  for (const [concurrency, requests] of LEVELS) {
    console.log('');
    console.log(
      `${concurrency} client${concurrency > 1 ? 's' : ''}, ${requests} requests each   TTFB p50 / p95 / p99 ms    total p50 / p95 / p99 ms    failures   req/s`,
    );
    for (const target of ORDER) {
      const phase = phaseOf(target, concurrency);
      const failures =
        target === 'health'
          ? phase.samples.filter((s) => s.status !== 200).map((s) => `status ${s.status}`)
          : phase.samples.flatMap((s) => problem(s) ?? []);
      allFailures.push(...failures.map((f) => `${target}@${concurrency}: ${f}`));
      console.log(
        `  ${LABELS[target].padEnd(24)} ${spread(phase.samples.map((s) => s.ttfb)).padEnd(26)} ${spread(phase.samples.map((s) => s.total)).padEnd(27)} ${String(failures.length).padEnd(10)} ${(requests / phase.seconds).toFixed(0)}`,
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
  console.log(alone);
  console.log(
    `failures: ${allFailures.length}${allFailures.length > 0 ? ` (${[...new Set(allFailures)].slice(0, 5).join('; ')})` : ''}`,
  );
}
