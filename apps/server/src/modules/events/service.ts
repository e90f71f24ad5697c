/** Church events: the public calendar (all, or what is still ahead) and the admins' edits. */
import {
  eventNotFoundMessage,
  RECURRING_TUESDAY,
  type Event,
  type eventInputSchema,
} from '@torch/contract';
import { asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { EditableRows } from '../editable-rows';
import { calendarDate, nextTuesdayOnOrAfter } from './church-calendar';
import { toEventDto } from './presenter';

type EventInput = z.output<typeof eventInputSchema>;

export interface EventServiceOptions {
  /** IANA zone whose calendar decides what "today" is (config.churchTimeZone). */
  timeZone: string;
  /** The clock; tests pin it to reach edges such as late evening UTC. */
  now?: () => Date;
}

export class EventService extends EditableRows<typeof events, EventInput, Event> {
  private readonly timeZone: string;
  private readonly now: () => Date;

  constructor(db: Database, options: EventServiceOptions) {
    super(db, {
      table: events,
      toColumns,
      toDto: toEventDto,
      notFoundMessage: eventNotFoundMessage,
    });
    this.timeZone = options.timeZone;
    this.now = options.now ?? (() => new Date());
  }

  /** The church's calendar date right now. */
  today(): string {
    return calendarDate(this.now(), this.timeZone);
  }

  /**
   * Every event, for the events page and the admin list: the weekly fellowship (recurring)
   * first, as the events page shows it first, then dated events by date, earliest first;
   * events on the same day in the order they were created.
   */
  async listAll(limit?: number): Promise<Event[]> {
    const query = this.db
      .select()
      .from(events)
      .orderBy(
        desc(sql`${events.eventDate} = ${RECURRING_TUESDAY}`),
        asc(events.eventDate),
        asc(events.createdAt),
      );
    const rows = limit ? await query.limit(limit) : await query;
    return rows.map(toEventDto);
  }

  /**
   * What is still ahead: dated events from today on (in the church's zone) and the recurring
   * Tuesday fellowship, ordered by their next occurrence. The fellowship's next occurrence is
   * today on a Tuesday, else the coming Tuesday; on a tie it goes first, then creation order.
   */
  async listUpcoming(limit?: number): Promise<Event[]> {
    const today = this.today();
    const nextTuesday = nextTuesdayOnOrAfter(today);
    const isRecurring = sql`${events.eventDate} = ${RECURRING_TUESDAY}`;
    const query = this.db
      .select()
      .from(events)
      .where(or(eq(events.eventDate, RECURRING_TUESDAY), gte(events.eventDate, today)))
      .orderBy(
        sql`case when ${isRecurring} then ${nextTuesday} else ${events.eventDate} end`,
        desc(isRecurring),
        asc(events.createdAt),
      );
    const rows = limit ? await query.limit(limit) : await query;
    return rows.map(toEventDto);
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
  };
}
