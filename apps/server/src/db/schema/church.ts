/** The church's settings (docs/configuration.md#church-settings): one row, edited by a Super-Admin. */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz, updatedAt } from './columns';

export const churchSettings = pgTable(
  'church_settings',
  {
    /** Always 1: the table holds the one church this install runs. */
    id: integer('id').primaryKey().default(1),
    /** What was saved; fields added in later versions take their defaults when read. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('church_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Each weekly gathering as the calendar feeds last published it (docs/events.md#calendar-feeds):
 * its UID stays, and its SEQUENCE rises when its day, hours, place or zone change, so a
 * subscribed calendar replaces its copy.
 */
export const calendarGatherings = pgTable('calendar_gatherings', {
  /** `gathering-<name as a slug>`: the UID before `@host`. */
  id: text('id').primaryKey(),
  /** The day, hours, place and zone last published, joined. */
  published: text('published').notNull(),
  sequence: integer('sequence').notNull().default(0),
  /** When `published` last changed: the events' DTSTAMP and LAST-MODIFIED. */
  changedAt: timestampTz('changed_at').notNull().defaultNow(),
});
