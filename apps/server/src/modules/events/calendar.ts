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
  duplicatesGathering,
  nextWeekdayOnOrAfter,
  parseEventTimes,
  recurringDay,
  weeklyFellowship,
  type ChurchSettings,
  type ClockTime,
} from '@torch/contract';
import { asc, eq, gte } from 'drizzle-orm';
import { ICalCalendar, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { readChurchSettings, readChurchTimeZone } from '../church/settings-reader';
import { type CalendarEntry, gatheringEntries } from './calendar-gatherings';

export type { CalendarEntry } from './calendar-gatherings';
import { calendarDate } from './church-calendar';

const BY_DAY: Record<NonNullable<CalendarEntry['weekly']>, ICalWeekday> = {
  Sunday: ICalWeekday.SU,
  Monday: ICalWeekday.MO,
  Tuesday: ICalWeekday.TU,
  Wednesday: ICalWeekday.WE,
  Thursday: ICalWeekday.TH,
  Friday: ICalWeekday.FR,
  Saturday: ICalWeekday.SA,
};

/** The times are in the zone the church's settings name (docs/events.md#calendar-feeds). */
export interface EventCalendarOptions {
  /** The web app's address: UIDs are `<id>@<its host>` and each event links to the events page. */
  publicUrl: string;
  now: () => Date;
}

export class EventCalendar {
  /** Each zone's VTIMEZONE, drawn once: the zone is a setting, so it may change. */
  private readonly vtimezones = new Map<string, string | null>();

  constructor(
    private readonly db: Database,
    private readonly options: EventCalendarOptions,
  ) {}

  /** Every upcoming dated event and each weekly gathering, for a subscribed calendar. */
  async feed(): Promise<string> {
    const church = await readChurchSettings(this.db);
    const today = calendarDate(this.options.now(), church.timeZone);
    // A weekly row that is one of the church's gatherings (same day, same name) is left to the
    // gathering, as the events page shows it (docs/events.md#weekly-events): subscribers get
    // each once. Weekly rows ('recurring-…') sort after every date, so they are all kept here.
    const rows = await this.db
      .select()
      .from(events)
      .where(gte(events.eventDate, today))
      .orderBy(asc(events.eventDate), asc(events.createdAt));
    const own = rows.filter(
      (row) => !duplicatesGathering({ event_date: row.eventDate, title: row.title }, church),
    );
    const entries = [...(await gatheringEntries(this.db, church)), ...own.map(rowEntry)];
    return this.write(entries, church, true);
  }

  /**
   * One event as a file to import: a row, or a gathering by its id (`weeklyFellowship.id`, the
   * id pages built before the settings link to, is the first gathering).
   */
  async event(id: string): Promise<{ ics: string; title: string }> {
    const church = await readChurchSettings(this.db);
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      const gatherings = await gatheringEntries(this.db, church);
      const entry =
        id === weeklyFellowship.id ? gatherings[0] : gatherings.find((g) => g.id === id);
      if (!entry) throw notFound(eventNotFoundMessage);
      return { ics: this.write([entry], church, false), title: entry.title };
    }
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(eventNotFoundMessage);
    return { ics: this.write([rowEntry(row)], church, false), title: row.title };
  }

  /** The church's time zone as its settings say now. */
  async timeZone(): Promise<string> {
    return readChurchTimeZone(this.db);
  }

  private vtimezone(timeZone: string): string | null {
    if (!this.vtimezones.has(timeZone)) this.vtimezones.set(timeZone, vtimezoneFor(timeZone));
    return this.vtimezones.get(timeZone)!;
  }

  private write(entries: CalendarEntry[], church: ChurchSettings, feed: boolean): string {
    const { publicUrl } = this.options;
    const { timeZone } = church;
    const vtimezone = this.vtimezone(timeZone);
    const host = new URL(publicUrl).host;
    const calendar = new ICalCalendar({
      prodId: { company: 'Torch', product: 'Events', language: 'EN' },
      name: feed ? `${church.name} events` : null,
      url: feed ? `${publicUrl}${calendarFeedPath}` : null,
      // Subscribed calendars are asked to look again twice a day (REFRESH-INTERVAL).
      ttl: feed ? 12 * 60 * 60 : null,
    });
    const zone = vtimezone ? timeZone : null;
    if (vtimezone) {
      const block = vtimezone;
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
          ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BY_DAY[entry.weekly]] }
          : null,
      });
    }
    return calendar.toString();
  }
}

function rowEntry(row: typeof events.$inferSelect): CalendarEntry {
  const weekly = recurringDay(row.eventDate);
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    description: row.description,
    date: weekly
      ? nextWeekdayOnOrAfter(row.createdAt.toISOString().slice(0, 10), weekly)
      : row.eventDate,
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
