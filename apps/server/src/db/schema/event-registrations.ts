/** Registrations for events, their tickets and check-ins, and the reminders sent (docs/events.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, reference, timestampTz } from './columns';
import { events } from './content';
import { userRef } from './users';

/**
 * One person's registration. `pending`: a visitor who has not yet opened the mailed link (holds
 * no place); `confirmed`: holds 1 + guests places and a ticket; `waitlisted`: waits in
 * `queued_at` order for a place; `cancelled`: kept for the record, holds nothing.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: reference('event_id', () => events.id, 'cascade').notNull(),
    userId: userRef('user_id', 'set null'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    guests: integer('guests').notNull().default(0),
    status: text('status', { enum: ['pending', 'confirmed', 'waitlisted', 'cancelled'] }).notNull(),
    /** SHA-256 of the mailed confirmation token; cleared when it is used (single use). */
    confirmTokenHash: text('confirm_token_hash'),
    /** What the QR code carries and the door staff look up. */
    ticketCode: text('ticket_code').notNull(),
    /** When it asked for a place: the waitlist's order. */
    queuedAt: timestampTz('queued_at'),
    checkedInAt: timestampTz('checked_in_at'),
    cancelledAt: timestampTz('cancelled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_registrations_event_idx').on(table.eventId, table.status, table.queuedAt),
    index('event_registrations_user_idx').on(table.userId),
    uniqueIndex('event_registrations_ticket_idx').on(table.ticketCode),
    uniqueIndex('event_registrations_confirm_idx').on(table.confirmTokenHash),
    check(
      'event_registrations_status_valid',
      sql`${table.status} in ('pending', 'confirmed', 'waitlisted', 'cancelled')`,
    ),
    check('event_registrations_guests_valid', sql`${table.guests} between 0 and 10`),
  ],
);

/**
 * A reminder sent: the primary key is the once-only guarantee. Whichever instance inserts the
 * row queues the mail in the same transaction; any other finds it there (docs/decisions/033-event-registration-and-reminders.md).
 */
export const eventRemindersSent = pgTable(
  'event_reminders_sent',
  {
    registrationId: reference('registration_id', () => eventRegistrations.id, 'cascade').notNull(),
    kind: text('kind', { enum: ['24h', '2h'] }).notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.kind] })],
);

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
