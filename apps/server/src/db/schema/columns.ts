/**
 * Column definitions every table spells the same way, so a table lists only what is its own.
 * Each builds exactly the column it replaces: the generated SQL, and so the migrations, stay as
 * they were.
 */
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's own id: a random UUID given by the database. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment with its time zone (`timestamptz`), nullable until a caller says otherwise. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** A column naming a row of another table; `onDelete` says what becomes of this row when it goes. */
export const reference = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'set null',
) => uuid(name).references(target, { onDelete });
