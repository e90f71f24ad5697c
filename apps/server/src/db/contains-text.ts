/**
 * A "contains" search (docs/decisions/028-lists-page.md): `lower(expression) LIKE '%q%'`, which a
 * `pg_trgm` GIN index on the same expression serves (migration 0006). The caller passes the
 * index's expression exactly as the migration wrote it, or the planner cannot use the index.
 * LIKE's own wildcards in what was typed are escaped: "50%" looks for "50%", not "50".
 */
import { sql, type SQL } from 'drizzle-orm';

export function containsText(lowered: SQL, typed: string | undefined): SQL | undefined {
  if (!typed) return undefined;
  const escaped = typed.toLowerCase().replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);
  return sql`${lowered} like ${`%${escaped}%`}`;
}
