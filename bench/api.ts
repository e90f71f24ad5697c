/**
 * API throughput against a baseline in the same run: (a) a bare Fastify route returning the
 * same JSON as (b) GET /api/profile/me on the full app with a valid token (verify the JWT,
 * re-read the user and the revocation list, security headers, request log). Machines here are
 * shared and noisy, so only the ratio means anything.
 *
 *   npm run bench:api                      PGlite (the embedded default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   PostgreSQL
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { startApp } from './lib/app';
import { profiling, summarise } from './lib/cpu-profile';

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon runs in its own process so the load generator does not share the servers' event loop. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannonBin,
      '-c',
      String(CONNECTIONS),
      '-d',
      String(DURATION_SECONDS),
      '-j',
      ...headerArgs,
      url,
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const torch = await startApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
const appUrl = torch.url;

const email = `bench-${Date.now()}@example.org`;
const registered = await fetch(`${appUrl}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ fullName: 'Bench Member', email, password: 'bench-password' }),
});
const { token, user } = (await registered.json()) as { token: string; user: unknown };

const bare = Fastify();
bare.get('/api/profile/me', () => user);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// (a') the bare route sending the app's own response headers (security headers, ETag, …): the
// difference from (a) is what the headers' bytes cost, the rest of (b)'s is the app's work.
const appAnswer = await fetch(`${appUrl}/api/profile/me`, {
  headers: { authorization: `Bearer ${token}` },
});
const appHeaders = Object.fromEntries(
  [...appAnswer.headers].filter(
    ([name]) => !['connection', 'keep-alive', 'content-length', 'date'].includes(name),
  ),
);
const bareWithHeaders = Fastify();
bareWithHeaders.get('/api/profile/me', (_request, reply) => reply.headers(appHeaders).send(user));
const bareWithHeadersUrl = await bareWithHeaders.listen({ port: 0, host: '127.0.0.1' });

const baseline: number[] = [];
const withHeaders: number[] = [];
const profile: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  baseline.push(await measure(`${bareUrl}/api/profile/me`));
  withHeaders.push(await measure(`${bareWithHeadersUrl}/api/profile/me`));
  profile.push(await measure(`${appUrl}/api/profile/me`, { authorization: `Bearer ${token}` }));
}
const best = (values: number[]) => Math.max(...values);
const ratio = best(profile) / best(baseline);

console.log(
  `database: ${torch.database.kind}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s x ${ROUNDS} rounds (best round)`,
);
console.log(
  `(a) bare Fastify route      ${best(baseline).toFixed(0)} req/s   rounds: ${baseline.map((v) => v.toFixed(0)).join(', ')}`,
);
console.log(
  `(b) GET /api/profile/me     ${best(profile).toFixed(0)} req/s   rounds: ${profile.map((v) => v.toFixed(0)).join(', ')}`,
);
console.log(
  `(a') bare, the app's headers ${best(withHeaders).toFixed(0)} req/s   rounds: ${withHeaders.map((v) => v.toFixed(0)).join(', ')}`,
);
console.log(`ratio (b)/(a): ${ratio.toFixed(2)}`);
console.log(
  `ratio (a')/(a), the headers' share: ${(best(withHeaders) / best(baseline)).toFixed(2)}; (b)/(a'), the app's work: ${(best(profile) / best(withHeaders)).toFixed(2)}`,
);

// One more round of (b) under the profiler, not counted above (profiling slows it): where the
// process's time goes while it serves the profile route.
const { profile: cpu } = await profiling(() =>
  measure(`${appUrl}/api/profile/me`, { authorization: `Bearer ${token}` }),
);
console.log("\n(b) under the profiler, share of the process's time:");
for (const { part, share } of summarise(cpu))
  console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${part}`);

await bare.close();
await bareWithHeaders.close();
await torch.close();
