/**
 * Data: what every list a browser loads costs once the church is large.
 *
 * For each size (2,000 and 20,000 members by default, the second ten times the first in every
 * table: see church/seed.ts), a scratch PostgreSQL database is filled in bulk SQL, the production
 * server (apps/server/dist/main.js) is started on it, and every list the web app asks for, as a
 * visitor, a member and an admin, is requested 20 times after one warm-up, the sizes taking
 * turns request by request: status, bytes, items and median / p99 latency until the whole body
 * has arrived. A last table prints, for each list, how much its median grew from the small
 * church to the large one.
 *
 *   npm run bench:data
 *   BENCH_DATABASE_URL=postgres://…   the server to make the scratch databases on
 *   BENCH_SIZES=2000,20000            the member counts
 *   BENCH_REQUESTS=20                 requests per list
 */
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { TokenService } from '../apps/server/src/auth/tokens';
import { openPostgres } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { users } from '../apps/server/src/db/schema';
import { withScratchDatabase } from './lib/app';
import { cleaningUp, mkTempDir, onCleanUp } from './lib/cleanup';
import { count, kb, ms } from './lib/format';
import { buildIfMissing, startChurchServer, stopProcess } from './lib/server-process';
import { median, percentile } from './lib/stats';
import { BENCH_ADMIN_EMAIL, BENCH_MEMBER_EMAIL, churchOf, seedChurch } from './church/seed';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '2000,20000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const JWT_SECRET = 'bench-data-secret-that-is-long-enough-to-sign';
/** The budget a list response is held to on a phone over mobile data. */
const BYTES_BUDGET = 64 * 1024;

type Viewer = 'visitor' | 'member' | 'admin';

/** Every list the web app loads, by who loads it; `{peer}` is a member member 1 talks with. */
const LISTS: [Viewer, string][] = [
  ['visitor', '/api/blog'],
  ['visitor', '/api/events'],
  ['visitor', '/api/teachings'],
  ['visitor', '/api/leaders'],
  ['visitor', '/api/ministry-teams/public'],
  ['visitor', '/api/light-campuses/public'],
  ['visitor', '/api/prayer-requests/public'],
  ['visitor', '/api/testimonies/public'],
  ['member', '/api/users'],
  ['member', '/api/users?q=samuel%2012345'],
  ['member', '/api/messages/community'],
  ['member', '/api/messages/private?userId={peer}'],
  ['member', '/api/messages/conversations'],
  ['member', '/api/messages/unread'],
  ['member', '/api/volunteer/mine'],
  ['admin', '/api/users'],
  ['admin', '/api/users?q=member-12345%40'],
  ['admin', '/api/users?role=Admin'],
  ['admin', '/api/messages/admin'],
  ['admin', '/api/blog/admin/all'],
  ['admin', '/api/prayer-requests/admin/all'],
  ['admin', '/api/prayer-requests/admin/all?status=answered'],
  ['admin', '/api/prayer-requests/admin/all?q=okello%20samuel'],
  ['admin', '/api/testimonies/admin/all'],
  ['admin', '/api/contact-messages'],
  ['admin', '/api/admin/contact-messages'],
  ['admin', '/api/admin/newsletter-subscribers'],
  ['admin', '/api/new-converts'],
  ['admin', '/api/new-converts?q=number%20123'],
  ['admin', '/api/volunteer/applications'],
  ['admin', '/api/light-campuses/admin/applications'],
  ['admin', '/api/admin/stats'],
];

interface Measurement {
  viewer: Viewer;
  path: string;
  status: number;
  bytes: number;
  /** Array length, or the length of the array a paged object carries; null for other bodies. */
  items: number | null;
  p50: number;
  p99: number;
}

function itemsIn(body: string): number | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (Array.isArray(parsed)) return parsed.length;
    if (parsed && typeof parsed === 'object') {
      const list = Object.values(parsed).find(Array.isArray);
      return list ? (list as unknown[]).length : null;
    }
  } catch {
    // Not JSON (CSV, say): no item count.
  }
  return null;
}

/** One request; its time in ms and what came back. */
async function timeOne(url: string, token: string | undefined) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const start = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  return { ms: performance.now() - start, status: response.status, body };
}

/** A church's server, running on its own scratch database, and who asks it for lists. */
interface Church {
  members: number;
  url: string;
  tokenFor: Record<Viewer, string | undefined>;
  peer: string;
}

/** Seeds a scratch database with a church of `members` and starts the production server on it. */
async function openChurch(members: number): Promise<Church> {
  const scratch = await withScratchDatabase(POSTGRES_URL);
  onCleanUp(() => scratch.drop());
  const database = openPostgres(scratch.url);
  onCleanUp(() => database.close());
  await runMigrations(database);
  const seedStart = performance.now();
  await seedChurch(database, churchOf(members));
  console.log(
    `  seeded ${count(members)} members in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const tokens = new TokenService(JWT_SECRET);
  const tokenFor = {
    visitor: undefined,
    member: (await tokens.issue(await idOf(BENCH_MEMBER_EMAIL))).token,
    admin: (await tokens.issue(await idOf(BENCH_ADMIN_EMAIL))).token,
  };
  const peer = await idOf('member-2@bench.example.org');

  const dataDir = mkTempDir('torch-bench-data-');
  const server = await startChurchServer({
    databaseUrl: scratch.url,
    jwtSecret: JWT_SECRET,
    dataDir,
    onSpawn: (child) => onCleanUp(() => stopProcess(child)),
  });
  return { members, url: server.url, tokenFor, peer };
}

/**
 * Every list on every church, the churches' requests taking turns (after one warm-up each), so
 * that a machine getting busier or quieter during the run weighs on every size alike and the
 * growth factors compare like with like.
 */
async function measureLists(churches: Church[]): Promise<Measurement[][]> {
  const results: Measurement[][] = churches.map(() => []);
  for (const [viewer, template] of LISTS) {
    const timings: number[][] = churches.map(() => []);
    const last = churches.map(() => ({ status: 0, body: '' }));
    for (let i = 0; i <= REQUESTS; i++) {
      for (const [c, church] of churches.entries()) {
        const answer = await timeOne(
          church.url + template.replace('{peer}', church.peer),
          church.tokenFor[viewer],
        );
        if (i > 0) timings[c]!.push(answer.ms);
        last[c] = answer;
      }
    }
    churches.forEach((_church, c) => {
      results[c]!.push({
        viewer,
        path: template,
        status: last[c]!.status,
        bytes: Buffer.byteLength(last[c]!.body),
        items: itemsIn(last[c]!.body),
        p50: median(timings[c]!),
        p99: percentile(timings[c]!, 99),
      });
    });
  }
  return results;
}

function printChurch(members: number, results: Measurement[]): void {
  console.log(`\n${count(members)} members`);
  console.log(
    'viewer   list                                                 status      KB   items   p50        p99',
  );
  for (const r of results) {
    const over = r.bytes > BYTES_BUDGET ? ' over 64 KB' : '';
    console.log(
      `${r.viewer.padEnd(8)} ${r.path.padEnd(52)} ${String(r.status).padStart(6)} ${kb(r.bytes).padStart(7)} ${String(r.items ?? '–').padStart(7)}   ${ms(r.p50).padEnd(10)} ${ms(r.p99)}${over}`,
    );
  }
}

buildIfMissing();
const churches: [number, Measurement[]][] = await cleaningUp(async () => {
  const opened: Church[] = [];
  for (const members of SIZES) {
    console.log(`${count(members)} members: seeding and starting the server…`);
    opened.push(await openChurch(members));
  }
  const measured = await measureLists(opened);
  return opened.map((church, c): [number, Measurement[]] => [church.members, measured[c]!]);
});
for (const [members, results] of churches) printChurch(members, results);
if (churches.length >= 2) {
  const [smallSize, small] = churches[0]!;
  const [largeSize, large] = churches.at(-1)!;
  console.log(`\ngrowth of the median from ${count(smallSize)} to ${count(largeSize)} members`);
  large.forEach((r, i) => {
    const factor = r.p50 / small[i]!.p50;
    const flag = factor > 2 ? '  more than 2×' : '';
    console.log(`${r.viewer.padEnd(8)} ${r.path.padEnd(52)} ×${factor.toFixed(2)}${flag}`);
  });
}
