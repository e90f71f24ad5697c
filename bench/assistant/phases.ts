/**
 * The measured phases of bench/assistant.ts: the bare baselines (a) and (a'), (c) GET
 * /api/health and (b) POST /api/ai/chat, each at 1 client and at 50, with the server's CPU
 * share and event-loop delay while it ran (and, with BENCH_CPU_PROFILE, its CPU profile while
 * (b) runs with 50 clients).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { chunksOf } from '../../apps/server/src/modules/assistant/providers/builtin';
import type { ChildClient } from '../lib/child';
import { now, sleep } from '../lib/clock';
import type { AssistantTrace } from './hooks';
import {
  CHUNK_GAP_MS,
  CONCURRENCY,
  REQUESTS,
  SERIAL_REQUESTS,
  type Answers,
  type RunCommand,
  type Sample,
} from './protocol';

const LOOP_SAMPLE_MS = 10;

export type Target = 'bare' | 'paced' | 'health' | 'assistant';
export const ORDER: Target[] = ['bare', 'paced', 'health', 'assistant'];
export const LABELS: Record<Target, string> = {
  bare: '(a) bare, unpaced',
  paced: "(a') bare, paced",
  health: '(c) GET /api/health',
  assistant: '(b) POST /api/ai/chat',
};
/** How many requests at how many clients: first one alone, then 50 at once. */
export const LEVELS = [
  [1, SERIAL_REQUESTS],
  [CONCURRENCY, REQUESTS],
] as const;

/** The answer's chunks, as the built-in provider yields them, paced the same way or not. */
async function* bareAnswer(text: string, paced: boolean): AsyncGenerator<string> {
  for (const chunk of chunksOf(text)) {
    yield chunk;
    if (paced) await sleep(CHUNK_GAP_MS);
  }
}

/** The bare routes: each streams the answer the assistant gave to the same question. */
export async function startBare(answers: Map<string, string>) {
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
  return { bare, url: await bare.listen({ port: 0, host: '127.0.0.1' }) };
}

export interface Phase {
  samples: Sample[];
  serverCpu: number;
  loopDelay: { p50: number; p99: number; max: number };
  snapshot: number[];
  firstChunk: number[];
  seconds: number;
}

export async function measurePhases(
  clients: ChildClient<RunCommand, Answers>,
  urls: { bare: string; app: string },
  bodies: string[],
  { trace }: AssistantTrace,
): Promise<Map<string, Phase>> {
  const requestsOf: Record<Target, Pick<RunCommand, 'url' | 'method' | 'bodies'>> = {
    bare: { url: `${urls.bare}/unpaced`, method: 'POST', bodies },
    paced: { url: `${urls.bare}/paced`, method: 'POST', bodies },
    health: { url: `${urls.app}/api/health`, method: 'GET', bodies: [] },
    assistant: { url: `${urls.app}/api/ai/chat`, method: 'POST', bodies },
  };
  const measure = (target: Target, concurrency: number, requests: number) =>
    clients.ask({ kind: 'run', ...requestsOf[target], concurrency, requests });

  // Warm-up, not counted: JIT, the connections, PGlite's caches.
  for (const target of ORDER) await measure(target, CONCURRENCY, 2 * CONCURRENCY);

  const phases = new Map<string, Phase>();
  for (const [concurrency, requests] of LEVELS) {
    for (const target of ORDER) {
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
  return phases;
}
