/**
 * Queues the registration messages (mails.ts) with the facts and links each needs, inside the
 * caller's transaction, so a place and the mail that tells of it are stored together.
 */
import type { Database } from '../../db/client';
import type { EventRegistrationRow, events } from '../../db/schema';
import type { MailQueue } from '../mail/service';
import type { MailDraft } from '../mail/templates';
import type { RegistrationMailFacts } from './mails';
import type { CancelLinks } from './tickets';

type EventRow = typeof events.$inferSelect;
type Executor = Pick<Database, 'insert' | 'select'>;

export class RegistrationMailer {
  constructor(
    private readonly mail: MailQueue,
    private readonly cancelLinks: CancelLinks,
    private readonly publicUrl: string,
  ) {}

  facts(row: EventRegistrationRow, event: EventRow): RegistrationMailFacts {
    const cancel = new URLSearchParams({
      event: event.id,
      registration: row.id,
      token: this.cancelLinks.sign(row.id),
    });
    return {
      fullName: row.fullName,
      eventTitle: event.title,
      when: describeWhen(event),
      cancelUrl: `${this.publicUrl}/#/events/registration/cancel?${cancel.toString()}`,
      ...(row.status === 'confirmed'
        ? {
            ticket: {
              code: row.ticketCode,
              qrUrl: `${this.publicUrl}/api/tickets/${row.ticketCode}/qr.png`,
            },
          }
        : {}),
    };
  }

  confirmUrl(token: string): string {
    return `${this.publicUrl}/#/events/registration/confirm?token=${encodeURIComponent(token)}`;
  }

  async send(
    row: EventRegistrationRow,
    event: EventRow,
    write: (facts: RegistrationMailFacts) => MailDraft,
    executor: Executor,
  ): Promise<void> {
    await this.mail.enqueue(row.email, write(this.facts(row, event)), executor);
  }

  /** Looks for the queued mail once the caller's transaction has committed. */
  kick(): void {
    this.mail.kick();
  }
}

/** "Saturday 18 April 2026, 7:00 PM - 10:00 PM, at Serena Hotel". */
export function describeWhen(event: Pick<EventRow, 'eventDate' | 'eventTime' | 'location'>) {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${event.eventDate}T00:00:00Z`));
  return `${day}, ${event.eventTime}, at ${event.location}`;
}
