/**
 * The church's events as iCalendar files (docs/events.md#calendar-feeds): the feed a calendar
 * subscribes to, and one event to add. ical-generator writes the format (folding, escaping,
 * CRLF) and timezones-ical-library the zone's rules (docs/decisions/034-calendar-files.md).
 */
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  calendarFeedPath,
  eventNotFoundMessage,
  nextTuesdayOnOrAfter,
  parseEventTimes,
  RECURRING_TUESDAY,
  weeklyFellowship,
  type ClockTime,
} from '@torch/contract';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { ICalCalendar, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { calendarDate } from './church-calendar';

/** What a calendar needs of an event, whether a row or the church's standing fellowship. */
export interface CalendarEntry {
  id: string;
  title: string;
  location: string;
  description: string;
  /** 'YYYY-MM-DD', or the first Tuesday of a weekly event. */
  date: string;
  weekly: boolean;
  time: string;
  sequence: number;
  updatedAt: Date;
}

export interface EventCalendarOptions {
  timeZone: string;
  /** The web app's address: UIDs are `<id>@<its host>` and each event links to the events page. */
  publicUrl: string;
  now: () => Date;
}

export class EventCalendar {
  private readonly vtimezone: string | null;

  constructor(
    private readonly db: Database,
    private readonly options: EventCalendarOptions,
  ) {
    this.vtimezone = vtimezoneFor(options.timeZone);
  }

  /** Every upcoming dated event and the weekly fellowship, for a subscribed calendar. */
  async feed(): Promise<string> {
    const today = calendarDate(this.options.now(), this.options.timeZone);
    // The events page shows the church's fellowship in place of any 'recurring-tuesday' row
    // (docs/product.md#events); the feed follows it, so subscribers get the fellowship once.
    const rows = await this.db
      .select()
      .from(events)
      .where(and(ne(events.eventDate, RECURRING_TUESDAY), gte(events.eventDate, today)))
      .orderBy(asc(events.eventDate), asc(events.createdAt));
    const entries = [fellowshipEntry(), ...rows.map(rowEntry)];
    return this.write(entries, true);
  }

  /** One event (a row, or the fellowship by its own id) as a file to import. */
  async event(id: string): Promise<{ ics: string; title: string }> {
    if (id === weeklyFellowship.id) {
      return { ics: this.write([fellowshipEntry()], false), title: weeklyFellowship.title };
    }
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(eventNotFoundMessage);
    return { ics: this.write([rowEntry(row)], false), title: row.title };
  }

  private write(entries: CalendarEntry[], feed: boolean): string {
    const { timeZone, publicUrl } = this.options;
    const host = new URL(publicUrl).host;
    const calendar = new ICalCalendar({
      prodId: { company: 'Torch', product: 'Events', language: 'EN' },
      name: feed ? 'Torch Fellowship events' : null,
      url: feed ? `${publicUrl}${calendarFeedPath}` : null,
      // Subscribed calendars are asked to look again twice a day (REFRESH-INTERVAL).
      ttl: feed ? 12 * 60 * 60 : null,
    });
    const zone = this.vtimezone ? timeZone : null;
    if (this.vtimezone) {
      const block = this.vtimezone;
      calendar.timezone({ name: timeZone, generator: () => block });
    }
    for (const entry of entries) {
      const times = parseEventTimes(entry.time);
      const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
      const at = (clock: ClockTime, plusDays = 0) =>
        new TZDate(year, month - 1, day + plusDays, clock.hours, clock.minutes, timeZone);
      calendar.createEvent({
        id: `${entry.id}@${host}`,
        sequence: entry.sequence,
        // No METHOD in these files, so DTSTAMP is when the event last changed (RFC 5545 3.8.7.2):
        // the same answer for the same data, which keeps the ETag steady between polls.
        stamp: entry.updatedAt,
        lastModified: entry.updatedAt,
        summary: entry.title,
        location: entry.location,
        // The time as typed stays in the notes when it is not one the calendar can place.
        description: times ? entry.description : joinLines(entry.time, entry.description),
        url: `${publicUrl}/#/events`,
        ...(times
          ? {
              timezone: zone,
              start: at(times.start),
              end: at(times.end, times.endsNextDay ? 1 : 0),
            }
          : // A whole day is a date, in no zone (VALUE=DATE).
            { allDay: true, start: entry.date, end: addDays(entry.date, 1) }),
        repeating: entry.weekly
          ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [ICalWeekday.TU] }
          : null,
      });
    }
    return calendar.toString();
  }
}

function fellowshipEntry(): CalendarEntry {
  return {
    id: weeklyFellowship.id,
    title: weeklyFellowship.title,
    location: weeklyFellowship.location,
    description: weeklyFellowship.description,
    date: nextTuesdayOnOrAfter(weeklyFellowship.createdAt.slice(0, 10)),
    weekly: true,
    time: weeklyFellowship.time,
    sequence: weeklyFellowship.sequence,
    updatedAt: new Date(weeklyFellowship.createdAt),
  };
}

function rowEntry(row: typeof events.$inferSelect): CalendarEntry {
  const weekly = row.eventDate === RECURRING_TUESDAY;
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    description: row.description,
    date: weekly ? nextTuesdayOnOrAfter(row.createdAt.toISOString().slice(0, 10)) : row.eventDate,
    weekly,
    time: row.eventTime,
    sequence: row.sequence,
    updatedAt: row.updatedAt,
  };
}

const joinLines = (...lines: string[]) => lines.filter(Boolean).join('\n\n');

/**
 * The zone's VTIMEZONE, named as configured: the library files a linked zone under its
 * target (Africa/Kampala under Africa/Nairobi), whose rules are the same by definition. Null
 * for a zone it does not know; the times are then written in UTC, still exact.
 */
function vtimezoneFor(timeZone: string): string | null {
  if (!(tzlib_get_timezones() as string[]).includes(timeZone)) return null;
  const [block, tzidLine] = tzlib_get_ical_block(timeZone) as [string, string];
  const filedAs = tzidLine.replace(/^TZID=/, '');
  return block
    .replace(`TZID:${filedAs}`, `TZID:${timeZone}`)
    .replace(`X-LIC-LOCATION:${filedAs}`, `X-LIC-LOCATION:${timeZone}`);
}
