/** Church events: the public calendar (all, or what is still ahead) and the admins' edits. */
import {
  eventNotFoundMessage,
  nextTuesdayOnOrAfter,
  RECURRING_TUESDAY,
  type Event,
  type Page,
  type PageQuery,
  type eventInputSchema,
} from '@torch/contract';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema';
import { tablePage } from '../../db/table-page';
import { readChurchTimeZone } from '../church/settings-reader';
import { EditableRows } from '../editable-rows';
import { calendarDate } from './church-calendar';
import { toEventDto } from './presenter';

type EventInput = z.output<typeof eventInputSchema>;

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
   * Every event, for the events page and the admin list: the weekly fellowship (recurring)
   * first, as the events page shows it first, then dated events by date, earliest first;
   * events on the same day in the order they were created. A page at a time.
   */
  async listAll(query: PageQuery): Promise<Page<Event>> {
    const notRecurring = sql`${events.eventDate} <> ${RECURRING_TUESDAY}`;
    return this.withPlacesLeft(
      await tablePage(this.db, events, {
        query,
        ordering: {
          // false before true: the recurring fellowship leads.
          keys: [
            { value: notRecurring, kind: 'boolean' },
            { value: events.eventDate, kind: 'text' },
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
   * What is still ahead: dated events from today on (in the church's zone) and the recurring
   * Tuesday fellowship, ordered by their next occurrence. The fellowship's next occurrence is
   * today on a Tuesday, else the coming Tuesday; on a tie it goes first, then creation order.
   */
  async listUpcoming(query: PageQuery): Promise<Page<Event>> {
    const today = await this.today();
    const nextTuesday = nextTuesdayOnOrAfter(today);
    const isRecurring = sql`${events.eventDate} = ${RECURRING_TUESDAY}`;
    return this.withPlacesLeft(
      await tablePage(this.db, events, {
        query,
        filter: or(eq(events.eventDate, RECURRING_TUESDAY), gte(events.eventDate, today)),
        ordering: {
          keys: [
            {
              value: sql`(case when ${isRecurring} then ${nextTuesday}::text else ${events.eventDate} end)`,
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
