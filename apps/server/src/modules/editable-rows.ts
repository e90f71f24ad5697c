/**
 * The admins' add, change and delete of a kind of row that is only its form's fields (events,
 * teachings, leaders, ministry teams): the same three statements for each, answered in the
 * contract's shape, with the area's own 404 for an id that names no row.
 */
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { deleteById, insertRow, updateById, type TableWithId } from '../db/rows-by-id';
import { notFound } from '../http/app-error';

export interface EditableRowsOptions<T extends TableWithId, Input, Dto> {
  table: T;
  /** The form's fields as the table's columns. */
  toColumns: (input: Input) => PgInsertValue<T>;
  toDto: (row: T['$inferSelect']) => Dto;
  notFoundMessage: string;
  /** Columns every edit also sets, such as a revision counter. */
  onUpdate?: PgUpdateSetSource<T>;
}

export class EditableRows<T extends TableWithId, Input, Dto> {
  constructor(
    protected readonly db: Database,
    private readonly rows: EditableRowsOptions<T, Input, Dto>,
  ) {}

  async create(input: Input): Promise<Dto> {
    return this.rows.toDto(await insertRow(this.db, this.rows.table, this.rows.toColumns(input)));
  }

  async update(id: string, input: Input): Promise<Dto> {
    const columns = { ...this.rows.toColumns(input), ...this.rows.onUpdate, updatedAt: new Date() };
    const row = await updateById(this.db, this.rows.table, id, columns as PgUpdateSetSource<T>);
    if (!row) throw notFound(this.rows.notFoundMessage);
    return this.rows.toDto(row);
  }

  async remove(id: string): Promise<void> {
    await removeRow(this.db, this.rows.table, id, this.rows.notFoundMessage);
  }
}

/** Deletes the row `id` names, or answers with the area's 404 when it names none. */
export async function removeRow(
  db: Database,
  table: TableWithId,
  id: string,
  notFoundMessage: string,
): Promise<void> {
  const deleted = await deleteById(db, table, id);
  if (!deleted) throw notFound(notFoundMessage);
}
