/**
 * Every care list answers one page at a time (docs/decisions/028-lists-page.md): without
 * parameters the first 50 (as a plain array, or the admin lists' envelope), a cursor walk that
 * visits every row once in the list's order, and a 400 for a cursor the server never gave.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, server, serverPerFile } from './harness';

serverPerFile({ admin: true });

const ROWS = 120;

/** Rows three to a timestamp, so the id has to break ties. */
const at = sql`timestamptz '2026-01-01' + (i / 3) * interval '1 minute'`;

beforeAll(async () => {
  const db = server.database.db;
  await db.execute(sql`insert into prayer_requests (name, request_text, is_private, is_answered, created_at)
    select 'Name ' || i, 'Request ' || i, i % 3 = 0, i % 4 = 0, ${at} from generate_series(1, ${ROWS}) i`);
  await db.execute(sql`insert into testimonies (name, title, story_text, is_approved, created_at)
    select 'Name ' || i, 'Title ' || i, 'Story ' || i, i % 5 <> 0, ${at} from generate_series(1, ${ROWS}) i`);
  await db.execute(sql`insert into new_converts (first_name, last_name, area_code, phone_number, email, country, created_at)
    select 'First' || i, 'Last' || i, '+256', '0700000' || i, 'c' || i || '@example.org', 'Uganda', ${at}
    from generate_series(1, ${ROWS}) i`);
  await db.execute(sql`insert into contact_messages (name, email, subject, message, created_at)
    select 'Name ' || i, 'm' || i || '@example.org', 'Subject', 'Message', ${at} from generate_series(1, ${ROWS}) i`);
  await db.execute(sql`insert into newsletter_subscriptions (email, created_at)
    select 's' || i || '@example.org', ${at} from generate_series(1, ${ROWS}) i`);
});

interface Row {
  id: string;
  micros: string;
  /** Sorts before the others whatever its time (a pending testimony). */
  first: boolean;
}

/** Every row of a table in the list's order, worked out here rather than by the server's code. */
async function expectedOrder(table: string, where: string, firstWhen = 'false'): Promise<string[]> {
  const result = await server.database.db.execute(
    sql.raw(`select id::text as id, (extract(epoch from created_at) * 1000000)::bigint::text as micros,
      ${firstWhen} as first from ${table} where ${where}`),
  );
  // PGlite and node-postgres both answer `{ rows }`.
  const { rows } = result as { rows: Row[] };
  const descending = (a: bigint | string, b: bigint | string) => (a < b ? 1 : a > b ? -1 : 0);
  return rows
    .sort(
      (a, b) =>
        Number(b.first) - Number(a.first) ||
        descending(BigInt(a.micros), BigInt(b.micros)) ||
        descending(a.id, b.id),
    )
    .map((row) => row.id);
}

interface CareList {
  url: string;
  admin: boolean;
  table: string;
  where: string;
  firstWhen?: string;
  /** The admin lists' own envelope: where its items are. */
  envelope?: 'messages' | 'subscribers';
}

const lists: CareList[] = [
  {
    url: '/api/prayer-requests/public',
    admin: false,
    table: 'prayer_requests',
    where: 'not is_private',
  },
  { url: '/api/prayer-requests/admin/all', admin: true, table: 'prayer_requests', where: 'true' },
  { url: '/api/testimonies/public', admin: false, table: 'testimonies', where: 'is_approved' },
  {
    url: '/api/testimonies/admin/all',
    admin: true,
    table: 'testimonies',
    where: 'true',
    firstWhen: 'not is_approved',
  },
  { url: '/api/new-converts', admin: true, table: 'new_converts', where: 'true' },
  {
    url: '/api/admin/contact-messages',
    admin: true,
    table: 'contact_messages',
    where: 'true',
    envelope: 'messages',
  },
  {
    url: '/api/admin/newsletter-subscribers',
    admin: true,
    table: 'newsletter_subscriptions',
    where: 'true',
    envelope: 'subscribers',
  },
];

interface Read {
  status: number;
  ids: string[];
  total: number;
  next: string | null;
  body: unknown;
}

async function read(list: CareList, query: string): Promise<Read> {
  const response = await call(server, 'GET', `${list.url}${query}`, {
    token: list.admin ? adminToken : null,
  });
  const body = response.json<unknown>();
  if (response.statusCode !== 200)
    return { status: response.statusCode, ids: [], total: 0, next: null, body };
  if (list.envelope) {
    const page = body as Record<string, unknown> & { total: number; nextCursor: string | null };
    const items = page[list.envelope] as { _id: string }[];
    return {
      status: 200,
      ids: items.map((i) => i._id),
      total: page.total,
      next: page.nextCursor,
      body,
    };
  }
  const link = response.headers.link as string | undefined;
  return {
    status: 200,
    ids: (body as { _id: string }[]).map((i) => i._id),
    total: Number(response.headers['x-total-count']),
    next: link
      ? new URL(link.slice(1, link.indexOf('>')), 'http://x').searchParams.get('cursor')
      : null,
    body,
  };
}

describe.each(lists)('GET $url, a page at a time', (list) => {
  it('answers the first 50 without parameters, with the total and the next page', async () => {
    const expected = await expectedOrder(list.table, list.where, list.firstWhen);
    const first = await read(list, '');
    expect(first.status).toBe(200);
    if (!list.envelope) expect(Array.isArray(first.body)).toBe(true);
    expect(first.ids).toEqual(expected.slice(0, 50));
    expect(first.total).toBe(expected.length);
    expect(first.next).not.toBeNull();
  });

  it('walks every row once, in order, by cursor', async () => {
    const expected = await expectedOrder(list.table, list.where, list.firstWhen);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Read = await read(list, `?limit=45${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.ids.length).toBeLessThanOrEqual(45);
      seen.push(...page.ids);
      cursor = page.next;
    } while (cursor !== null);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a cursor it never gave and a limit over 100', async () => {
    const forged = Buffer.from(JSON.stringify(['1', 'x'])).toString('base64url');
    const bad = await read(list, `?cursor=${forged}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.any(String) as string, field: 'cursor' });
    expect((await read(list, '?limit=101')).status).toBe(400);
  });
});

describe('the care lists’ filters and searches', () => {
  const prayers = lists[1]!;
  const testimonies = lists[3]!;
  const converts = lists[4]!;

  it('filters the admin prayers by tab and searches their names and texts', async () => {
    const privateOnes = await read(prayers, '?status=private');
    expect(privateOnes.total).toBe(ROWS / 3);
    expect(privateOnes.ids).toEqual(
      (await expectedOrder('prayer_requests', 'is_private')).slice(0, 50),
    );
    expect((await read(prayers, '?status=public')).total).toBe(ROWS - ROWS / 3);
    expect((await read(prayers, '?status=answered')).total).toBe(ROWS / 4);

    // "Name 11" and "Name 110" to "Name 119", in any case; the text's own words match too.
    const named = await read(prayers, `?q=${encodeURIComponent(' NAME 11 ')}`);
    expect(named.total).toBe(11);
    expect(named.ids).toEqual(await expectedOrder('prayer_requests', `name ~ '^Name 11[0-9]?$'`));
    expect((await read(prayers, '?q=request%20120')).total).toBe(1);
    expect((await read(prayers, '?status=private&q=name%2011')).total).toBe(3); // 111, 114, 117
    // LIKE's wildcards are what they look like.
    expect((await read(prayers, '?q=%25')).total).toBe(0);
    expect((await read(prayers, '?status=everything')).status).toBe(400);
  });

  it('filters the admin testimonies by status', async () => {
    const pending = await read(testimonies, '?status=pending');
    expect(pending.total).toBe(ROWS / 5);
    expect(pending.next).toBeNull();
    expect((await read(testimonies, '?status=approved')).total).toBe(ROWS - ROWS / 5);
  });

  it('searches the new converts by name and filters them by country', async () => {
    const found = await read(converts, '?q=first7');
    expect(found.total).toBe(11);
    expect((await read(converts, '?q=LAST7%20')).total).toBe(11);
    expect((await read(converts, '?q=first7%20last7')).total).toBe(1);
    expect((await read(converts, '?country=uganda')).total).toBe(ROWS);
    expect((await read(converts, '?country=Kenya')).total).toBe(0);
  });
});
