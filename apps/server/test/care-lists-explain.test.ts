/**
 * The staff's searches stay fast on a big church (docs/decisions/028-lists-page.md): with 20,000
 * prayer requests and new converts, a "contains" search can be served by its trigram index
 * (migration 0006), because the services search the index's own expression.
 *
 * Prayer requests are a few hundred characters each (8 MB for 20,000, docs/benchmarks.md), and
 * there the planner picks the index by itself. A new convert's row is short: 20,000 of them are
 * a sequential scan the planner rightly finds cheaper, so that test only forbids the scan to
 * show the index fits the query (a mismatched expression would leave no index to use).
 */
import { and, count, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { containsText } from '../src/db/contains-text';
import { cursorKey, newestFirst, orderBy } from '../src/db/paging';
import { newConverts, prayerRequests } from '../src/db/schema';
import { fullName } from '../src/modules/new-converts/service';
import { searchedText } from '../src/modules/prayer/service';
import { server, serverPerFile } from './harness';

serverPerFile();

const ROWS = 20_000;

beforeAll(async () => {
  const db = server.database.db;
  await db.execute(sql`insert into prayer_requests (name, request_text, is_private, created_at)
    select case when i % 1000 = 0 then 'Nakato Miriam' else 'Member ' || i end,
      repeat('Please pray for my family and my work this week. ', 6) || i, i % 3 = 0,
      now() - i * interval '1 minute'
    from generate_series(1, ${ROWS}) i`);
  await db.execute(sql`insert into new_converts (first_name, last_name, area_code, phone_number, email, country, created_at)
    select case when i % 1000 = 0 then 'Miriam' else 'Grace' end, 'Nakato' || i, '+256', '0700000000',
      'c' || i || '@example.org', 'Uganda', now() - i * interval '1 minute'
    from generate_series(1, ${ROWS}) i`);
  await db.execute(sql`analyze prayer_requests`);
  await db.execute(sql`analyze new_converts`);
}, 120_000);

async function plan(query: SQL, { seqScan = true } = {}): Promise<string> {
  const result = await server.database.db.transaction(async (tx) => {
    if (!seqScan) await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain ${query}`);
  });
  return (result as { rows: Record<string, string>[] }).rows
    .map((row) => Object.values(row).join(' '))
    .join('\n');
}

describe('searches on 20,000 rows', () => {
  it('finds prayer requests by text through the trigram index', async () => {
    const db = server.database.db;
    const search = containsText(searchedText, 'Miriam');
    const newest = newestFirst(prayerRequests);
    const page = db
      .select({ id: prayerRequests.id, cursorKey: cursorKey(newest) })
      .from(prayerRequests)
      .where(and(search))
      .orderBy(...orderBy(newest))
      .limit(51)
      .getSQL();
    const total = db.select({ n: count() }).from(prayerRequests).where(search).getSQL();
    expect(await plan(page)).toContain('prayer_requests_search_idx');
    expect(await plan(total)).toContain('prayer_requests_search_idx');
  }, 20_000);

  it('can find new converts by name through the trigram index', async () => {
    const db = server.database.db;
    const search = containsText(fullName, 'miriam');
    const newest = newestFirst(newConverts);
    const page = db
      .select({ id: newConverts.id, cursorKey: cursorKey(newest) })
      .from(newConverts)
      .where(search)
      .orderBy(...orderBy(newest))
      .limit(51)
      .getSQL();
    expect(await plan(page, { seqScan: false })).toContain('new_converts_search_idx');
  }, 20_000);
});
