/**
 * What both sides need to put an event in someone's calendar (docs/events.md#calendar-feeds):
 * the feed's addresses and the reading of an event's free-text time as a start and an end.
 * Plain code (no zod), so the events page's first load does not carry the schema library.
 */
import { recurringDay, weekdays, type Weekday } from './content-constants';

/**
 * A weekly gathering's id in the calendar files: `gathering-sunday-worship`, from its name, so
 * renaming a gathering makes a new event (docs/events.md#calendar-feeds).
 */
export function gatheringId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `gathering-${slug || 'weekly'}`;
}

/** Every upcoming public event, the weekly fellowship as one repeating event. */
export const calendarFeedPath = '/api/events.ics';

/** One event's calendar file; the weekly fellowship's id is `weeklyFellowship.id`. */
export function eventCalendarPath(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/event.ics`;
}

/** The ISO date `days` after an ISO date (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The row the first clients and the demo seed made for the one weekly fellowship. */
const LEGACY_FELLOWSHIP = { date: 'recurring-tuesday', title: 'tuesday fellowship' };

interface GatheringLike {
  name: string;
  day: Weekday;
}

/**
 * The church's gathering a weekly event row stands for (docs/events.md#weekly-events): one of
 * the same weekday and name (any case); or, for the 'Tuesday Fellowship' row made before the
 * gatherings were settings, the gathering of that name, else the first one, since the settings
 * now say when that fellowship meets. Null for any other event, which is shown as itself.
 */
export function gatheringOf<G extends GatheringLike>(
  event: { event_date: string; title: string },
  church: { gatherings: readonly G[] },
): G | null {
  const day = recurringDay(event.event_date);
  if (day === null) return null;
  const title = event.title.trim().toLowerCase();
  const named = church.gatherings.find((g) => g.name.trim().toLowerCase() === title);
  if (named && named.day === day) return named;
  if (event.event_date === LEGACY_FELLOWSHIP.date && title === LEGACY_FELLOWSHIP.title)
    return named ?? church.gatherings[0] ?? null;
  return null;
}

/** Whether a weekly event is one of the church's gatherings, which pages show in its place. */
export function duplicatesGathering(
  event: { event_date: string; title: string },
  church: { gatherings: readonly GatheringLike[] },
): boolean {
  return gatheringOf(event, church) !== null;
}

/** A weekly event's next meeting: that day when it falls on `day`, else the coming one. */
export function nextWeekdayOnOrAfter(isoDate: string, day: Weekday): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, (weekdays.indexOf(day) - weekday + 7) % 7);
}

/** The Tuesday fellowship's next meeting (nextWeekdayOnOrAfter for Tuesday). */
export const nextTuesdayOnOrAfter = (isoDate: string): string =>
  nextWeekdayOnOrAfter(isoDate, 'Tuesday');

/** A wall-clock time in the church's zone. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

/** When an event starts and ends on its day; `endsNextDay` for a night past midnight. */
export interface EventTimes {
  start: ClockTime;
  end: ClockTime;
  endsNextDay: boolean;
}

/** An event given only its start lasts an hour, as a new event does in the calendar apps. */
const DEFAULT_LENGTH_MINUTES = 60;

/** '18:00', '6 PM', '6:30pm', '9:15 a.m.' as a clock time; anything else is null. */
function parseClockTime(text: string): ClockTime | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const period = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (period) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (period === 'p' ? 12 : 0);
  } else if (hours > 23 || match[2] === undefined) {
    // A bare number ("7") says nothing about morning or evening.
    return null;
  }
  return { hours, minutes };
}

const minutesOf = (time: ClockTime) => time.hours * 60 + time.minutes;

/**
 * An event's time as the admin typed it ('18:00', '5:00 PM - 8:00 PM', '7 PM – 10 PM'), as a
 * start and an end; null when it is not a time the calendar can place ('Morning - Noon'), so
 * the event goes in as a whole day. A range's start without AM/PM takes the end's ('5 - 8 PM').
 */
export function parseEventTimes(eventTime: string): EventTimes | null {
  const parts = eventTime.split(/\s*[-–—]\s*/);
  if (parts.length === 1) {
    const start = parseClockTime(parts[0]!);
    if (!start) return null;
    const endMinutes = minutesOf(start) + DEFAULT_LENGTH_MINUTES;
    const end = { hours: Math.floor(endMinutes / 60) % 24, minutes: endMinutes % 60 };
    return { start, end, endsNextDay: endMinutes >= 24 * 60 };
  }
  if (parts.length !== 2) return null;
  const endPeriod = /([ap])\.?\s*m\.?$/i.exec(parts[1]!)?.[0] ?? '';
  const start =
    parseClockTime(parts[0]!) ?? (endPeriod ? parseClockTime(`${parts[0]} ${endPeriod}`) : null);
  const end = parseClockTime(parts[1]!);
  if (!start || !end) return null;
  return { start, end, endsNextDay: minutesOf(end) <= minutesOf(start) };
}
