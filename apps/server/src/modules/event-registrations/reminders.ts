/**
 * Reminder mails 24 hours and 2 hours before an event to everyone with a confirmed place
 * (docs/events.md#reminders). A durable job in the database, not a timer per person: every
 * instance looks each minute for events whose reminder window is open, and in one transaction
 * inserts a row per (registration, kind) into `event_reminders_sent` — `ON CONFLICT DO
 * NOTHING` — and queues a mail for each row it inserted. The key makes each reminder once
 * across instances and restarts; the mail and its marker commit together
 * (docs/decisions/033-event-registration-and-reminders.md). A member's push rides on the same
 * marker: only the transaction that made it pushes, after its commit, when the member allows
 * event reminder pushes (docs/notifications.md).
 */
import { addDays } from '@torch/contract';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Notifier } from '../notifications/service';
import { notices } from '../notifications/templates';
import { PollingWorker } from '../polling-worker';
import { eventRegistrations, eventRemindersSent, events } from '../../db/schema';
import { readChurchTimeZone } from '../church/settings-reader';
import { calendarDate } from '../events/church-calendar';
import { eventStart } from './event-time';
import { describeWhen, type RegistrationMailer } from './mailer';
import { reminderMail } from './mails';

const HOUR = 3_600_000;
export const REMINDERS = [
  { kind: '24h', hoursBefore: 24 },
  { kind: '2h', hoursBefore: 2 },
] as const;

export interface ReminderOptions {
  now: () => Date;
  /** How often each instance looks for due reminders. */
  pollMs: number;
}

export class ReminderJob {
  /** The loop each instance runs; started and stopped with the server. */
  readonly loop: PollingWorker;

  constructor(
    private readonly db: Database,
    private readonly mailer: RegistrationMailer,
    private readonly notifier: Notifier,
    private readonly log: FastifyBaseLogger,
    private readonly options: ReminderOptions,
  ) {
    this.loop = new PollingWorker(
      async () => void (await this.runOnce()),
      options.pollMs,
      (error) => log.error({ err: error }, 'Event reminders could not be sent'),
      { skipOverrun: true },
    );
  }

  /** Queues every reminder now due and not yet sent; returns how many it queued. */
  async runOnce(): Promise<number> {
    const now = this.options.now();
    const timeZone = await readChurchTimeZone(this.db);
    const today = calendarDate(now, timeZone);
    // Only events from yesterday to the day after tomorrow can have an open window.
    const candidates = await this.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.registrationRequired, true),
          gte(events.eventDate, addDays(today, -1)),
          lte(events.eventDate, addDays(today, 2)),
        ),
      );
    let queued = 0;
    for (const event of candidates) {
      const start = eventStart(event.eventDate, event.eventTime, timeZone);
      if (!start || now >= start) continue;
      for (const [index, reminder] of REMINDERS.entries()) {
        const opens = new Date(start.getTime() - reminder.hoursBefore * HOUR);
        const next = REMINDERS[index + 1];
        const closes = next ? new Date(start.getTime() - next.hoursBefore * HOUR) : start;
        if (now < opens || now >= closes) continue;
        queued += await this.send(event, reminder, opens);
      }
    }
    if (queued > 0) this.mailer.kick();
    return queued;
  }

  /**
   * Marks and mails one reminder kind for an event's confirmed registrations, and pushes it to
   * the members among them after the commit. Someone whose place was confirmed after the window
   * opened has just had their ticket: no "tomorrow" reminder.
   */
  private send(
    event: typeof events.$inferSelect,
    reminder: (typeof REMINDERS)[number],
    opens: Date,
  ): Promise<number> {
    return this.notifier.transaction(async (tx, notify) => {
      const due = tx
        .select({
          registrationId: eventRegistrations.id,
          kind: sql`${reminder.kind}`.as('kind'),
          sentAt: sql`now()`.as('sent_at'),
        })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            eq(eventRegistrations.status, 'confirmed'),
            reminder.kind === '24h' ? lt(eventRegistrations.queuedAt, opens) : undefined,
          ),
        );
      const marked = await tx
        .insert(eventRemindersSent)
        .select(due)
        .onConflictDoNothing()
        .returning({ registrationId: eventRemindersSent.registrationId });
      if (marked.length === 0) return 0;
      const rows = await tx
        .select()
        .from(eventRegistrations)
        .where(
          inArray(
            eventRegistrations.id,
            marked.map((m) => m.registrationId),
          ),
        );
      for (const row of rows)
        await this.mailer.send(
          row,
          event,
          (facts) => reminderMail(facts, reminder.hoursBefore),
          tx,
        );
      const push = notices.eventReminder({
        eventTitle: event.title,
        when: describeWhen(event),
        hoursBefore: reminder.hoursBefore,
      });
      for (const row of rows) if (row.userId) await notify.member(row.userId, push, 'push');
      return rows.length;
    });
  }
}
