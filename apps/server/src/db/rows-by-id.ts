/**
 * Adding, changing and deleting one row named by its id, the way every admin edit does: the
 * answer says whether the row was there, so the service can answer 404 with its own message.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export type TableWithId = PgTable & { id: PgColumn };

/** Inserts one row; the row as stored. */
export async function insertRow<T extends TableWithId>(
  db: Database,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  return row!;
}

/** Sets the given columns on the row with this id; the row as stored, or undefined if none. */
export async function updateById<T extends TableWithId>(
  db: Database,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = (await db
    .update(table)
    .set(values)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return row;
}

/** Deletes the row with this id; false when there was none. */
export async function deleteById(db: Database, table: TableWithId, id: string): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
