/**
 * Who gets a place (docs/events.md#capacity-and-waitlist). Every decision runs in a transaction
 * that first locks the event's row (`SELECT … FOR UPDATE`): concurrent registrations for one
 * event take turns there, so the count they read is the count they write against and the
 * event is never over-booked (docs/decisions/033-event-registration-and-reminders.md).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { eventRegistrations, events, type EventRegistrationRow } from '../../db/schema';

type EventRow = typeof events.$inferSelect;

/** Locks the event for the rest of the transaction and returns it. */
export async function lockEvent(tx: Transaction, eventId: string): Promise<EventRow | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

/** Places held: each confirmed registration holds one for its person and one per guest. */
async function placesTaken(tx: Transaction, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(1 + ${eventRegistrations.guests}), 0)::int` })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'confirmed')),
    );
  return row?.taken ?? 0;
}

async function someoneWaiting(tx: Transaction, eventId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Gives a registration its place, or a place on the waitlist when the event is full or others
 * already wait (they were first). The caller holds the event's lock.
 */
export async function allocate(
  tx: Transaction,
  event: EventRow,
  registrationId: string,
  guests: number,
  now: Date,
): Promise<EventRegistrationRow> {
  const fits =
    event.capacity === null ||
    (!(await someoneWaiting(tx, event.id)) &&
      (await placesTaken(tx, event.id)) + 1 + guests <= event.capacity);
  const [row] = await tx
    .update(eventRegistrations)
    .set({ status: fits ? 'confirmed' : 'waitlisted', queuedAt: now, confirmTokenHash: null })
    .where(eq(eventRegistrations.id, registrationId))
    .returning();
  return row!;
}

/**
 * After a cancellation: the waitlist moves up in the order people joined it, as long as the
 * next in line fits (a party of four does not jump the queue for a single seat, nor is it
 * skipped for one). Returns those promoted. The caller holds the event's lock.
 */
export async function promoteWaitlist(
  tx: Transaction,
  event: EventRow,
): Promise<EventRegistrationRow[]> {
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')),
    )
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.createdAt));
  let taken = await placesTaken(tx, event.id);
  const promoted: EventRegistrationRow[] = [];
  for (const next of waiting) {
    if (event.capacity !== null && taken + 1 + next.guests > event.capacity) break;
    const [row] = await tx
      .update(eventRegistrations)
      .set({ status: 'confirmed' })
      .where(eq(eventRegistrations.id, next.id))
      .returning();
    taken += 1 + next.guests;
    promoted.push(row!);
  }
  return promoted;
}
