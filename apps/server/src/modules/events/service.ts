/** Church events: the public calendar (all, or what is still ahead) and the admins' edits. */
import {
  eventNotFoundMessage,
  nextWeekdayOnOrAfter,
  recurringDate,
  recurringDates,
  weekdays,
  type Event,
  type Page,
  type PageQuery,
  type eventInputSchema,
} from '@torch/contract';
import { and, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema';
import { tablePage } from '../../db/table-page';
import { readChurchTimeZone } from '../church/settings-reader';
import { EditableRows } from '../editable-rows';
import { calendarDate } from './church-calendar';
import { toEventDto } from './presenter';

type EventInput = z.output<typeof eventInputSchema>;

const isRecurring = inArray(events.eventDate, [...recurringDates]);

/** The event's date, a weekly event's being what `weekly` makes of its weekday's index. */
function dateKey(weekly: (index: number) => string): SQL {
  const cases = weekdays.map(
    (day, index) => sql`when ${recurringDate(day)} then ${weekly(index)}::text`,
  );
  return sql`(case ${events.eventDate} ${sql.join(cases, sql` `)} else ${events.eventDate} end)`;
}

export interface EventServiceOptions {
  /** The clock; tests pin it to reach edges such as late evening UTC. */
  now?: () => Date;
}

export class EventService extends EditableRows<typeof events, EventInput, Event> {
  private readonly now: () => Date;

  constructor(db: Database, options: EventServiceOptions = {}) {
    super(db, {
      table: events,
      toColumns,
      toDto: toEventDto,
      notFoundMessage: eventNotFoundMessage,
      onUpdate: { sequence: sql`${events.sequence} + 1` },
    });
    this.now = options.now ?? (() => new Date());
  }

  /** The church's calendar date right now, in the time zone its settings name. */
  async today(): Promise<string> {
    return calendarDate(this.now(), await readChurchTimeZone(this.db));
  }

  /**
   * Every event, for the events page and the admin list: the weekly events first, as the
   * events page shows the weekly gatherings first, Sunday's to Saturday's; then dated events by
   * date, earliest first; events on the same day in the order they were created. A page at a time.
   */
  async listAll(query: PageQuery): Promise<Page<Event>> {
    return this.withPlacesLeft(
      await tablePage(this.db, events, {
        query,
        ordering: {
          // false before true: the weekly events lead.
          keys: [
            { value: sql`not (${isRecurring})`, kind: 'boolean' },
            { value: dateKey(String), kind: 'text' },
            { value: events.createdAt, kind: 'timestamp' },
          ],
          id: events.id,
          direction: 'asc',
        },
        toItem: toEventDto,
      }),
    );
  }

  /**
   * What is still ahead: dated events from today on (in the church's zone) and the weekly
   * events, ordered by their next occurrence. A weekly event's next occurrence is today on its
   * weekday, else the coming one; on a tie it goes first, then creation order.
   */
  async listUpcoming(query: PageQuery): Promise<Page<Event>> {
    const today = await this.today();
    return this.withPlacesLeft(
      await tablePage(this.db, events, {
        query,
        filter: or(isRecurring, gte(events.eventDate, today)),
        ordering: {
          keys: [
            {
              value: dateKey((index) => nextWeekdayOnOrAfter(today, weekdays[index]!)),
              kind: 'text',
            },
            { value: sql`not (${isRecurring})`, kind: 'boolean' },
            { value: events.createdAt, kind: 'timestamp' },
          ],
          id: events.id,
          direction: 'asc',
        },
        toItem: toEventDto,
      }),
    );
  }

  /**
   * The places still free on the page's events that have a capacity, so a visitor sees them on
   * the card before registering: one grouped count of confirmed places (1 + guests each).
   */
  private async withPlacesLeft(page: Page<Event>): Promise<Page<Event>> {
    const limited = page.items.filter((event) => event.capacity !== undefined);
    if (limited.length === 0) return page;
    const rows = await this.db
      .select({
        eventId: eventRegistrations.eventId,
        taken: sql<number>`coalesce(sum(1 + ${eventRegistrations.guests}), 0)::int`,
      })
      .from(eventRegistrations)
      .where(
        and(
          inArray(
            eventRegistrations.eventId,
            limited.map((event) => event._id),
          ),
          eq(eventRegistrations.status, 'confirmed'),
        ),
      )
      .groupBy(eventRegistrations.eventId);
    const taken = new Map(rows.map((row) => [row.eventId, Number(row.taken)]));
    return {
      ...page,
      items: page.items.map((event) =>
        event.capacity === undefined
          ? event
          : { ...event, places_left: Math.max(0, event.capacity - (taken.get(event._id) ?? 0)) },
      ),
    };
  }
}

function toColumns(input: EventInput) {
  return {
    title: input.title,
    location: input.location,
    eventDate: input.event_date,
    eventTime: input.event_time,
    description: input.description,
    registrationRequired: input.registration_required,
    imageUrl: input.image_base64,
    capacity: input.capacity ?? null,
    registrationClosesAt: input.registration_closes_at
      ? new Date(input.registration_closes_at)
      : null,
  };
}
