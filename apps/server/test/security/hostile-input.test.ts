/**
 * Hostile text (docs/security.md#input): markup, script links, SQL fragments, template syntax,
 * control and direction characters and very long strings, in every text field a write route takes.
 * Each is either stored exactly as given (the pages escape or sanitize it when they show it: see
 * e2e/hostile-content.test.ts) or refused with a 400 that says why. Never altered silently, never a
 * 500, never half stored.
 */
import { errorResponseSchema } from '@torch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_CASES, findTagged, openWriteBench, type WriteBench } from './write-cases';

const HOSTILE: [string, string][] = [
  ['a script tag', '<script>window.__xss=1</script>'],
  ['an event-handler attribute', '"><img src=x onerror="window.__xss=1">'],
  ['a javascript: link', 'javascript:window.__xss=1//'],
  ['a markdown script link', '[win a prize](javascript:window.__xss=1)'],
  ['an SQL fragment', "'; DROP TABLE users; --"],
  ['an SQL tautology', "' OR '1'='1' --"],
  ['template syntax', '{{7*7}} ${7*7} <%= 7*7 %>'],
  ['direction overrides and combining marks', '\u202Eexe.gnp\u202C Z\u0335\u0322a\u0338lgo'],
  ['emoji sequences and wide script', '👨‍👩‍👧‍👦 🙏🏿 ﷽ 𝕿𝖔𝖗𝖈𝖍'],
  ['a NUL byte', 'before\u0000after'],
  ['a 20,000-character line', 'A'.repeat(20_000)],
];

/** Paths of the string values in a body (one level into objects such as site texts). */
function textPaths(body: Record<string, unknown>): string[][] {
  return Object.entries(body).flatMap(([key, value]): string[][] => {
    if (typeof value === 'string') return [[key]];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value)
        .filter(([, inner]) => typeof inner === 'string')
        .map(([inner]) => [key, inner]);
    }
    return [];
  });
}

function withValue(body: Record<string, unknown>, path: string[], value: string) {
  const [key = '', inner] = path;
  if (!inner) return { ...body, [key]: value };
  return { ...body, [key]: { ...(body[key] as object), [inner]: value } };
}

let bench: WriteBench;
beforeAll(async () => {
  bench = await openWriteBench();
});
afterAll(() => bench.server.close());

const stored = WRITE_CASES.filter((writeCase) => writeCase.readBack);

describe('hostile text is stored as given or refused, in every field', () => {
  it.each(stored)('$route as $as', async (writeCase) => {
    const [method = 'POST', pattern = '/'] = writeCase.route.split(' ');
    const paths = textPaths(writeCase.body('probe')).filter(
      ([key = '']) => !writeCase.fromSession?.includes(key),
    );
    const outcomes: string[] = [];

    for (const path of paths) {
      for (const [name, hostile] of HOSTILE) {
        if (writeCase.limitedPerMember) await bench.renewMember();
        // A record of its own each time: an update, or a team to apply to once.
        const params = (await writeCase.params?.(bench)) ?? {};
        const url = pattern.replace(':id', params.id ?? '');
        const tag = `t${crypto.randomUUID().slice(0, 8)}`;
        const base = writeCase.body(tag);
        // The tag stays in the value when the field is the one that carries it, so the record
        // can still be found; the hostile text leads, where a renderer would meet it first.
        const carriesTag = JSON.stringify(
          path.reduce<unknown>((v, k) => (v as never)[k], base),
        ).includes(tag);
        const value = carriesTag ? `${hostile} ${tag}` : hostile;
        const response = await bench.call(method, url, writeCase.as, {
          ...withValue(base, path, value),
          ...params,
        });
        const where = `${path.join('.')} with ${name}`;
        expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode === 400) {
          expect(errorResponseSchema.safeParse(response.json()).success, where).toBe(true);
          outcomes.push(`${where}: refused`);
          continue;
        }
        expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
        outcomes.push(`${where}: stored`);
        if (writeCase.unreadable?.includes(path[0] ?? '')) continue;
        const record = findTagged(await readEveryPage(bench, writeCase.readBack ?? ''), tag);
        expect(record, `${where}: the record is not where the staff read it`).toBeDefined();
        // Exactly as sent: JSON-escaped so control characters compare too.
        expect(JSON.stringify(record), `${where}: stored differently`).toContain(
          JSON.stringify(value).slice(1, -1),
        );
      }
    }
    // Every field met every string; the outcomes are the report when something changes.
    expect(outcomes.length).toBe(paths.length * HOSTILE.length);
  });
});

describe('hostile path and query values never crash a route', () => {
  const values = [
    'a\u0000b',
    '<script>x</script>',
    '../../../etc/passwd',
    "1' OR '1'='1",
    'x'.repeat(5000),
  ];

  it('answers every route with a clear 4xx, whatever its parameters hold', async () => {
    const failures: string[] = [];
    for (const route of bench.server.routes) {
      // Signing out (here or everywhere) would end the session the other calls are made with.
      if (route.method === 'HEAD' || route.url.startsWith('/api/auth/logout')) continue;
      for (const value of values) {
        const encoded = encodeURIComponent(value);
        const path = route.url.replaceAll(/:\w+/g, encoded).replace('*', encoded);
        const query = ['page', 'limit', 'before', 'after', 'userId', 'upcoming']
          .map((name) => `${name}=${encoded}`)
          .join('&');
        const response = await bench.call(
          route.method,
          `${path}?${query}`,
          'admin',
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} with ${value.slice(0, 20)}: ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A list the staff read, every page of it: a list answers a page at a time, newest or first 50. */
async function readEveryPage(bench: WriteBench, path: string): Promise<unknown> {
  const first = await bench.call('GET', path, 'admin');
  const body = first.json<unknown>();
  if (!Array.isArray(body)) return body;
  const items: unknown[] = [...(body as unknown[])];
  for (let link = first.headers.link; ; ) {
    const next = typeof link === 'string' ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined;
    if (!next) return items;
    const page = await bench.call('GET', next, 'admin');
    items.push(...page.json<unknown[]>());
    link = page.headers.link;
  }
}
