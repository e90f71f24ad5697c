/**
 * Newest-first pages for the admin lists (Inbox, Subscribers). The cursor is the last row's
 * creation time in microseconds and its id: PostgreSQL keeps microseconds and a JavaScript
 * Date only milliseconds, so a cursor built from a Date would skip rows written in the same
 * millisecond. The id breaks ties between rows written in the same microsecond.
 */
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface PageColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

/** The creation time as whole microseconds since 1970, exact (extract gives a numeric). */
export const createdMicros = (columns: PageColumns) =>
  sql<string>`(extract(epoch from ${columns.createdAt}) * 1000000)::bigint::text`;

/** Only rows after the cursor's row in newest-first order (all rows without a cursor). */
export function afterCursor(columns: PageColumns, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [micros, id] = cursor.split('_') as [string, string];
  const rowMicros = sql`(extract(epoch from ${columns.createdAt}) * 1000000)::bigint`;
  return or(
    lt(rowMicros, sql`${micros}::bigint`),
    and(eq(rowMicros, sql`${micros}::bigint`), lt(columns.id, id)),
  );
}

export const newestFirst = (columns: PageColumns) => [desc(columns.createdAt), desc(columns.id)];

/**
 * Fetches one row more than the page holds to learn whether another page follows, then
 * drops it; the cursor names the page's last row.
 */
export function toPage<Row extends { micros: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? `${last.micros}_${last.id}` : null,
  };
}
