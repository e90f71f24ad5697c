/**
 * Where a process's CPU time goes while a measurement runs: V8's sampling profiler, attached
 * through the inspector to this very process (the app under test runs in it), and its samples
 * summed by the part of the request they belong to. Tells what a per-request cost is made of
 * without changing the code it measures.
 */
import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';

/** Runs `body` with the profiler on and returns the profile beside its result. */
export async function profiling<T>(
  body: () => Promise<T>,
): Promise<{ result: T; profile: Profiler.Profile }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const result = await body();
    const { profile } = await session.post('Profiler.stop');
    return { result, profile };
  } finally {
    session.disconnect();
  }
}

/**
 * The parts a request's time is spread over, by the script a function lives in. A sample counts
 * for the part of the innermost function on its stack that matches one (JSON.stringify called by
 * the logger is the logger's time), first match in this order.
 */
const PARTS: [part: string, script: RegExp][] = [
  ['request log (pino)', /node_modules\/(pino|sonic-boom|fast-redact)|request-log/],
  ['security headers and CORS', /@fastify\/(helmet|cors)|\/helmet\/|plugins\/security/],
  ['ETag', /@fastify\/etag/],
  ['session lookup', /src\/auth\/|lru-cache|jose/],
  ['route, contract and presenter', /apps\/server\/src|packages\/contract|zod/],
  ['PGlite', /pglite|^wasm:/],
  ['Fastify', /node_modules\/(fastify|find-my-way|@fastify|fast-json-stringify|avvio)/],
  ['Node HTTP and sockets', /^node:(_http|net|internal\/(streams|stream_base|http))/],
];

/** V8's own entries, which have no script. */
const V8_PARTS: Record<string, string> = {
  '(idle)': 'idle (waiting for the network)',
  '(garbage collector)': 'garbage collection',
  '(program)': 'V8 and native code',
};

/** Each part's share of the samples, largest first. */
export function summarise(profile: Profiler.Profile): { part: string; share: number }[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const partOf = (id: number): string => {
    const leaf = nodes.get(id)!.callFrame.functionName;
    if (V8_PARTS[leaf]) return V8_PARTS[leaf];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const url = nodes.get(at)!.callFrame.url;
      const match = PARTS.find(([, script]) => script.test(url));
      if (match) return match[0];
    }
    return 'other';
  };
  const totals = new Map<string, number>();
  let all = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const time = profile.timeDeltas?.[i] ?? 0;
    const part = partOf(id);
    totals.set(part, (totals.get(part) ?? 0) + time);
    all += time;
  });
  return [...totals]
    .map(([part, time]) => ({ part, share: all > 0 ? time / all : 0 }))
    .sort((a, b) => b.share - a.share);
}
