/**
 * Registering for an event, confirming by the mailed link and cancelling (docs/events.md).
 * A visitor's registration holds no place until its link is opened; a member's is decided at
 * once. Places are decided in places.ts under the event's row lock.
 */
import {
  eventNotFoundMessage,
  recurringDay,
  registrationMessages as says,
  registrationNotFoundMessage,
  type registrationInputSchema,
  type RegistrationResult,
  type myTicketsQuerySchema,
  type Page,
  type Ticket,
} from '@torch/contract';
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canCancelRegistration } from '../../auth/policies';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { afterCursor, cursorKey, orderBy, toPage, type Ordering } from '../../db/paging';
import { eventRegistrations, events, type EventRegistrationRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/app-error';
import { eventStart } from './event-time';
import { readChurchTimeZone } from '../church/settings-reader';
import type { RegistrationMailer } from './mailer';
import { confirmRegistrationMail, promotedMail, ticketMail, waitlistedMail } from './mails';
import type { Transaction } from '../../db/client';
import { allocate, lockEvent, promoteWaitlist } from './places';
import { toRegistrationDto, toTicketDto } from './presenter';
import { newConfirmToken, newTicketCode, sha256, ticketQrPng, type CancelLinks } from './tickets';

type RegistrationInput = z.output<typeof registrationInputSchema>;
type EventRow = typeof events.$inferSelect;
type MyTicketsQuery = z.output<typeof myTicketsQuerySchema>;

/** "My tickets": by the event's date, then in the order the member registered. */
const soonest: Ordering = {
  keys: [
    { value: events.eventDate, kind: 'text' },
    { value: eventRegistrations.createdAt, kind: 'timestamp' },
  ],
  id: eventRegistrations.id,
  direction: 'asc',
};

export interface RegistrationServiceOptions {
  now: () => Date;
}

const active = inArray(eventRegistrations.status, ['confirmed', 'waitlisted']);

export class RegistrationService {
  constructor(
    private readonly db: Database,
    private readonly mailer: RegistrationMailer,
    private readonly cancelLinks: CancelLinks,
    private readonly options: RegistrationServiceOptions,
  ) {}

  async register(
    eventId: string,
    input: RegistrationInput,
    viewer: Viewer | null,
  ): Promise<RegistrationResult> {
    const fullName = viewer?.fullName ?? input.fullName;
    const email = (viewer?.email ?? input.email)?.toLowerCase();
    if (!fullName) throw badRequest(says.needName, 'fullName');
    if (!email) throw badRequest(says.needEmail, 'email');
    const now = this.options.now();
    const result = await this.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(eventNotFoundMessage);
      await assertOpen(tx, event, now);
      if (viewer && (await this.activeFor(tx, eventId, eq(eventRegistrations.userId, viewer.id))))
        throw conflict(says.alreadyRegistered);
      const [pending] = await tx
        .insert(eventRegistrations)
        .values({
          eventId,
          userId: viewer?.id ?? null,
          fullName,
          email,
          phone: input.phone || null,
          guests: input.guests,
          status: 'pending',
          ticketCode: newTicketCode(),
        })
        .returning();
      if (!viewer) {
        // A visitor proves the address is theirs before anything is booked.
        const token = newConfirmToken();
        await tx
          .update(eventRegistrations)
          .set({ confirmTokenHash: sha256(token) })
          .where(eq(eventRegistrations.id, pending!.id));
        const confirmUrl = this.mailer.confirmUrl(token);
        await this.mailer.send(
          pending!,
          event,
          (f) => confirmRegistrationMail({ ...f, confirmUrl }),
          tx,
        );
        return { message: says.checkEmail, registration: toRegistrationDto(pending!) };
      }
      return this.place(tx, event, pending!, now);
    });
    this.mailer.kick();
    return result;
  }

  /**
   * Opens a visitor's mailed link: once, while the event still takes registrations. Two opens at
   * once (two tabs, a mail scanner) take turns at the event's lock and re-read the row under it,
   * so the second sees the first's decision instead of mistaking the row for a duplicate.
   */
  async confirm(token: string): Promise<RegistrationResult> {
    const now = this.options.now();
    const result = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.confirmTokenHash, sha256(token)),
            eq(eventRegistrations.status, 'pending'),
          ),
        );
      if (!found) throw badRequest(says.linkInvalid, 'token');
      const event = (await lockEvent(tx, found.eventId))!;
      const [row] = await tx
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, found.id))
        .for('update');
      if (!row || row.status === 'cancelled') throw badRequest(says.linkInvalid, 'token');
      // Decided by the other open of this link while we waited: the same answer, no second mail.
      if (row.status !== 'pending')
        return {
          message: row.status === 'confirmed' ? says.confirmed : says.waitlisted,
          registration: toRegistrationDto(row),
        };
      await assertOpen(tx, event, now);
      // The same address confirmed twice keeps its first place rather than taking a second.
      const earlier = await this.activeFor(
        tx,
        event.id,
        and(eq(eventRegistrations.email, row.email), ne(eventRegistrations.id, row.id))!,
      );
      if (earlier) {
        await tx
          .update(eventRegistrations)
          .set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null })
          .where(eq(eventRegistrations.id, row.id));
        return { message: says.alreadyRegistered, registration: toRegistrationDto(earlier) };
      }
      return this.place(tx, event, row, now);
    });
    this.mailer.kick();
    return result;
  }

  /**
   * Cancels with a mail's signed link, or as the member it belongs to, or as staff. A confirmed
   * place goes to the waitlist, in order, each promoted person mailed their ticket.
   */
  async cancel(
    eventId: string,
    registrationId: string,
    token: string | undefined,
    viewer: Viewer | null,
  ): Promise<void> {
    const now = this.options.now();
    await this.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      const [row] = await tx
        .select()
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)),
        );
      if (!event || !row) throw notFound(registrationNotFoundMessage);
      if (!token && !viewer) throw unauthorized(says.signInToCancel);
      const allowed = token
        ? this.cancelLinks.verify(row.id, token)
        : canCancelRegistration(viewer, row.userId);
      if (!allowed) throw forbidden(says.linkInvalid);
      if (row.status === 'cancelled') return;
      await tx
        .update(eventRegistrations)
        .set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null })
        .where(eq(eventRegistrations.id, row.id));
      if (row.status !== 'confirmed') return;
      for (const promoted of await promoteWaitlist(tx, event))
        await this.mailer.send(promoted, event, promotedMail, tx);
    });
    this.mailer.kick();
  }

  /** A member's registrations that are not cancelled, by event date. */
  /** The member's registrations, soonest event first, a page at a time (docs/events.md#tickets). */
  async mine(viewer: Viewer, query: MyTicketsQuery): Promise<Page<Ticket>> {
    const own = and(
      eq(eventRegistrations.userId, viewer.id),
      ne(eventRegistrations.status, 'cancelled'),
      query.event ? eq(eventRegistrations.eventId, query.event) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ registration: eventRegistrations, event: events, cursorKey: cursorKey(soonest) })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(and(own, afterCursor(soonest, query.cursor)))
        .orderBy(...orderBy(soonest))
        .limit(query.limit + 1),
      this.db.select({ n: count() }).from(eventRegistrations).where(own),
    ]);
    return toPage(rows, query, counted?.n ?? 0, ({ registration, event }) =>
      toTicketDto(registration, event),
    );
  }

  /** The QR code of a confirmed ticket; any other code is a 404. */
  async ticketQr(code: string): Promise<Buffer> {
    const [row] = await this.db
      .select({ code: eventRegistrations.ticketCode })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.ticketCode, code), eq(eventRegistrations.status, 'confirmed')),
      );
    if (!row) throw notFound('Ticket not found');
    return ticketQrPng(row.code);
  }

  private async place(
    tx: Transaction,
    event: EventRow,
    pending: EventRegistrationRow,
    now: Date,
  ): Promise<RegistrationResult> {
    const row = await allocate(tx, event, pending.id, pending.guests, now);
    const confirmed = row.status === 'confirmed';
    await this.mailer.send(row, event, confirmed ? ticketMail : waitlistedMail, tx);
    return {
      message: confirmed ? says.confirmed : says.waitlisted,
      registration: toRegistrationDto(row),
    };
  }

  private async activeFor(tx: Transaction, eventId: string, who: SQL) {
    const [row] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), who, active))
      .limit(1);
    return row;
  }
}

/** Refuses a registration for an event that takes none, or whose registration has closed. */
async function assertOpen(tx: Transaction, event: EventRow, now: Date): Promise<void> {
  if (!event.registrationRequired || recurringDay(event.eventDate) !== null)
    throw conflict(says.notOpen);
  // The event's start on the church's clock, read in this transaction (one connection on PGlite).
  const start = eventStart(event.eventDate, event.eventTime, await readChurchTimeZone(tx));
  const closes = event.registrationClosesAt ?? start;
  if (closes && now >= closes) throw conflict(says.closed);
}
