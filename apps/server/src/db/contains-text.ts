/**
 * A "contains" search (docs/decisions/028-lists-page.md): `lower(expression) LIKE '%q%'`, which a
 * `pg_trgm` GIN index on the same expression serves (migration 0006). The caller passes the
 * index's expression exactly as the migration wrote it, or the planner cannot use the index.
 * LIKE's own wildcards in what was typed are escaped: "50%" looks for "50%", not "50".
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export function containsText(lowered: SQL, typed: string | undefined): SQL | undefined {
  if (!typed) return undefined;
  const escaped = typed.toLowerCase().replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);
  return sql`${lowered} like ${`%${escaped}%`}`;
}

/**
 * How many rows of `table` a list's filter keeps, when that filter may hold a contains search
 * (`typed`), counted through the search's trigram index. For a search of a few letters or
 * words PostgreSQL prices the index above reading the whole table and reads every row, so
 * the count grew with the table while the page beside it did not, though the index answers
 * two to five times faster (docs/benchmarks.md, "Data"). In its own transaction the count is
 * told not to read the whole table. Under three characters there is no trigram to look up,
 * and the planner's choice stands.
 */
export async function countMatches(
  db: Database,
  table: PgTable,
  filter: SQL | undefined,
  typed: string | undefined,
): Promise<number> {
  const countIn = async (reader: Database) =>
    (await reader.select({ n: count() }).from(table).where(filter))[0]?.n ?? 0;
  if (!typed || typed.length < 3) return countIn(db);
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`set local enable_seqscan = off`);
    return countIn(transaction);
  });
}
