/**
 * Keyset pages (docs/decisions/028-lists-page.md): a list is read in the order of its sort keys
 * and its id, and the next page starts after the last row's keys, so page 400 costs what page 1
 * does and a row written meanwhile neither repeats nor hides another.
 *
 * A cursor is the last row's keys and id, each as exact text, in base64url JSON. Timestamps go
 * as whole microseconds: PostgreSQL keeps microseconds and a JavaScript Date only milliseconds,
 * so a cursor built from a Date would skip rows written in the same millisecond.
 */
import { pageTexts, type Page, type PageQuery } from '@torch/contract';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/app-error';

export interface SortKey {
  /** A NOT NULL column or expression. */
  value: PgColumn | SQL;
  kind: 'timestamp' | 'date' | 'text' | 'integer' | 'boolean';
}

export interface Ordering {
  /** Every key runs in the one direction; the id, last, breaks ties. */
  keys: SortKey[];
  id: PgColumn;
  direction: 'asc' | 'desc';
}

/** The usual order of a list: newest first. */
export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }): Ordering => ({
  keys: [{ value: table.createdAt, kind: 'timestamp' }],
  id: table.id,
  direction: 'desc',
});

const keyAsText = (key: SortKey) =>
  key.kind === 'timestamp'
    ? sql`(extract(epoch from ${key.value}) * 1000000)::bigint::text`
    : sql`(${key.value})::text`;

function keyFromText(key: SortKey, text: string): SQL {
  switch (key.kind) {
    case 'timestamp':
      return sql`(timestamptz 'epoch' + ${text}::bigint * interval '1 microsecond')`;
    case 'date':
      return sql`${text}::date`;
    case 'integer':
      return sql`${text}::bigint`;
    case 'boolean':
      return sql`${text}::boolean`;
    case 'text':
      return sql`${text}::text`;
  }
}

/** The column to select beside a row so its page can name where the next one starts. */
export const cursorKey = (ordering: Ordering) =>
  sql<string>`json_build_array(${sql.join([...ordering.keys.map(keyAsText), sql`${ordering.id}::text`], sql`, `)})::text`;

export function orderBy(ordering: Ordering): SQL[] {
  const direction = ordering.direction === 'asc' ? asc : desc;
  return [...ordering.keys.map((key) => direction(key.value)), direction(ordering.id)];
}

/** Only rows after the cursor's row in the list's order; every row without a cursor. */
export function afterCursor(ordering: Ordering, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const values = decodeCursor(cursor, ordering.keys.length + 1);
  const columns = [...ordering.keys.map((key) => sql`${key.value}`), sql`${ordering.id}`];
  const bounds = [
    ...ordering.keys.map((key, i) => keyFromText(key, values[i]!)),
    sql`${values.at(-1)!}::uuid`,
  ];
  const comparison = ordering.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${sql.join(columns, sql`, `)}) ${comparison} (${sql.join(bounds, sql`, `)})`;
}

function decodeCursor(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((value) => typeof value === 'string') &&
      /^[0-9a-f-]{36}$/i.test(values.at(-1) as string)
    )
      return values;
  } catch {
    // Not base64url JSON: the same answer as any other cursor this list did not hand out.
  }
  throw badRequest(pageTexts.invalidCursor, 'cursor');
}

/**
 * The page from rows read with `limit + 1` (one more than the page holds, to learn whether
 * another page follows) in the list's order, each with its `cursorKey`.
 */
export function toPage<Row extends { cursorKey: string }, Item>(
  rows: Row[],
  query: PageQuery,
  total: number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > query.limit && last ? Buffer.from(last.cursorKey).toString('base64url') : null,
    total,
  };
}
