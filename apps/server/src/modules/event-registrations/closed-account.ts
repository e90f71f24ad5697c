/**
 * A closed account's event registrations go with it (docs/security.md#closing-an-account): they
 * hold the member's name, address and phone, and reminders would keep going to the address. A
 * confirmed place is given to the waitlist, as a cancellation gives it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { eventRegistrations } from '../../db/schema';
import type { RegistrationMailer } from './mailer';
import { promotedMail } from './mails';
import { lockEvent, promoteWaitlist } from './places';

export async function removeRegistrationsOf(
  tx: Transaction,
  userId: string,
  mailer: RegistrationMailer,
): Promise<void> {
  const theirs = await tx
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.userId, userId))
    .orderBy(asc(eventRegistrations.eventId));
  if (theirs.length === 0) return;
  const eventIds = [...new Set(theirs.map((row) => row.eventId))];
  // Locked in one order, as every registration locks its event first, so nobody is booked
  // against a count that is about to change.
  const locked = [];
  for (const eventId of eventIds) locked.push(await lockEvent(tx, eventId));
  // What is freed is read from the rows as deleted, after the locks: a waitlisted place
  // promoted before the locks were taken is confirmed by now, and passes on too.
  const removed = await tx
    .delete(eventRegistrations)
    .where(eq(eventRegistrations.userId, userId))
    .returning({ eventId: eventRegistrations.eventId, status: eventRegistrations.status });
  const freed = new Set(removed.filter((row) => row.status === 'confirmed').map((r) => r.eventId));
  for (const event of locked) {
    if (!event || !freed.has(event.id)) continue;
    for (const promoted of await promoteWaitlist(tx, event))
      await mailer.send(promoted, event, promotedMail, tx);
  }
}
