/** The church's settings (docs/configuration.md#church-settings): one row, edited by a Super-Admin. */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const churchSettings = pgTable(
  'church_settings',
  {
    /** Always 1: the table holds the one church this install runs. */
    id: integer('id').primaryKey().default(1),
    /** What was saved; fields added in later versions take their defaults when read. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('church_settings_single_row', sql`${table.id} = 1`)],
);
