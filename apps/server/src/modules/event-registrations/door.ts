/**
 * The staff's side of registration (docs/events.md#staff-views): an event's list with search,
 * its CSV, its counts, mail to everyone coming, and check-in at the door, once per person.
 */
import {
  eventNotFoundMessage,
  registrationMessages as says,
  type Attendance,
  type CheckInResult,
  type Page,
  type Registration,
  type registrationListQuerySchema,
} from '@torch/contract';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema';
import { inOrderAdded, tablePage } from '../../db/table-page';
import { badRequest, notFound } from '../../http/app-error';
import { readChurchTimeZone } from '../church/settings-reader';
import { clockTime } from './event-time';
import type { RegistrationMailer } from './mailer';
import { attendeeMail } from './mails';
import { toRegistrationDto } from './presenter';

type ListQuery = z.output<typeof registrationListQuerySchema>;
type EventRow = typeof events.$inferSelect;

const r = eventRegistrations;
/** People (each registration is its person and their guests) among the rows `where` keeps. */
const people = (where: SQL) =>
  sql<number>`coalesce(sum(1 + ${r.guests}) filter (where ${where}), 0)::int`;

/** A search typed by staff matches names, addresses and ticket codes; % and _ mean themselves. */
function matching(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${r.fullName} ilike ${like} or ${r.email} ilike ${like} or ${r.ticketCode} ilike ${like})`;
}

function byStatus(status: ListQuery['status']): SQL | undefined {
  if (status === 'checked-in') return isNotNull(r.checkedInAt);
  return status ? eq(r.status, status) : undefined;
}

export class DoorService {
  constructor(
    private readonly db: Database,
    private readonly mailer: RegistrationMailer,
    private readonly now: () => Date,
  ) {}

  async list(eventId: string, query: ListQuery): Promise<Page<Registration>> {
    await this.event(eventId);
    return tablePage(this.db, r, {
      query,
      ordering: inOrderAdded(r),
      filter: and(
        eq(r.eventId, eventId),
        byStatus(query.status),
        query.q ? matching(query.q) : undefined,
      ),
      toItem: toRegistrationDto,
    });
  }

  /** Every registration of the event; cells a spreadsheet would run as formulas are escaped. */
  async exportCsv(eventId: string): Promise<{ csv: string; title: string }> {
    const event = await this.event(eventId);
    const rows = await this.db.select().from(r).where(eq(r.eventId, eventId)).orderBy(r.createdAt);
    const csv = stringify(
      rows.map((row) => [
        row.fullName,
        row.email,
        row.phone ?? '',
        row.guests,
        row.status,
        row.status === 'confirmed' ? row.ticketCode : '',
        row.checkedInAt ? row.checkedInAt.toISOString() : '',
        row.createdAt.toISOString(),
      ]),
      {
        header: true,
        columns: [
          'Name',
          'Email',
          'Phone',
          'Guests',
          'Status',
          'Ticket',
          'Checked in at',
          'Registered at',
        ],
        escape_formulas: true,
      },
    );
    return { csv, title: event.title };
  }

  async attendance(eventId: string): Promise<Attendance> {
    return this.countsOf(await this.event(eventId));
  }

  /** Every event that takes registrations, latest date first (the dashboard's card). */
  async dashboard(): Promise<Attendance[]> {
    const rows = await this.db
      .select()
      .from(events)
      .where(eq(events.registrationRequired, true))
      .orderBy(desc(events.eventDate))
      .limit(12);
    return Promise.all(rows.map((event) => this.countsOf(event)));
  }

  /**
   * Marks an arrival. The update only takes a row not yet checked in, so two phones scanning
   * one ticket at once record one arrival; the other is told when it was.
   */
  async checkIn(
    eventId: string,
    input: { code?: string | undefined; registrationId?: string | undefined },
  ): Promise<CheckInResult> {
    const event = await this.event(eventId);
    const which = input.registrationId
      ? eq(r.id, input.registrationId)
      : eq(r.ticketCode, input.code!);
    const [found] = await this.db
      .select()
      .from(r)
      .where(and(eq(r.eventId, eventId), which));
    if (!found) throw notFound(says.unknownTicket);
    if (found.status !== 'confirmed') throw badRequest(says.notConfirmed, 'code');
    const [marked] = await this.db
      .update(r)
      .set({ checkedInAt: this.now() })
      .where(and(eq(r.id, found.id), isNull(r.checkedInAt)))
      .returning();
    const row = marked ?? (await this.db.select().from(r).where(eq(r.id, found.id)))[0]!;
    return {
      first_time: marked !== undefined,
      message: marked
        ? `${says.checkedIn}: ${row.fullName}`
        : `Already checked in at ${clockTime(row.checkedInAt!, await readChurchTimeZone(this.db))}`,
      registration: toRegistrationDto(row),
      attendance: await this.countsOf(event),
    };
  }

  /** One message to everyone with a confirmed place, each through the mail queue. */
  async mailAttendees(eventId: string, input: { subject: string; message: string }) {
    const queued = await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(events).where(eq(events.id, eventId));
      if (!event) throw notFound(eventNotFoundMessage);
      const rows = await tx
        .select()
        .from(r)
        .where(and(eq(r.eventId, eventId), eq(r.status, 'confirmed')));
      for (const row of rows)
        await this.mailer.send(row, event, (facts) => attendeeMail({ ...facts, ...input }), tx);
      return rows.length;
    });
    this.mailer.kick();
    return { queued };
  }

  private async event(eventId: string): Promise<EventRow> {
    const [event] = await this.db.select().from(events).where(eq(events.id, eventId));
    if (!event) throw notFound(eventNotFoundMessage);
    return event;
  }

  private async countsOf(event: EventRow): Promise<Attendance> {
    const [counts] = await this.db
      .select({
        registered: people(eq(r.status, 'confirmed')),
        waitlisted: people(eq(r.status, 'waitlisted')),
        checkedIn: people(and(eq(r.status, 'confirmed'), isNotNull(r.checkedInAt))!),
      })
      .from(r)
      .where(eq(r.eventId, event.id));
    return {
      event_id: event.id,
      title: event.title,
      event_date: event.eventDate,
      capacity: event.capacity,
      registered: counts?.registered ?? 0,
      waitlisted: counts?.waitlisted ?? 0,
      checked_in: counts?.checkedIn ?? 0,
    };
  }
}
