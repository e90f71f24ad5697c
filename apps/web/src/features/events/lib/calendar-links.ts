/**
 * Where "Add to calendar" and "Subscribe" point (docs/events.md#calendar-feeds): the server's
 * calendar files, and Google Calendar's form for a new event, filled in.
 */
import {
  addDays,
  calendarFeedPath,
  eventCalendarPath,
  nextWeekdayOnOrAfter,
  parseEventTimes,
  recurringDay,
  type Weekday,
  type ClockTime,
  type Event,
} from '@torch/contract';

/** The feed's https address, and the same as webcal:, which opens the calendar app. */
export function calendarFeedUrls(apiBaseUrl: string): { https: string; webcal: string } {
  const https = `${apiBaseUrl}${calendarFeedPath}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

export const eventCalendarFileUrl = (apiBaseUrl: string, event: Event) =>
  `${apiBaseUrl}${eventCalendarPath(event._id)}`;

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');
const pad = (value: number) => String(value).padStart(2, '0');
const compactTime = ({ hours, minutes }: ClockTime) => `T${pad(hours)}${pad(minutes)}00`;

/** The weekday's coming day (today when it falls on it), as a weekly event's first date. */
function nextOn(weekday: Weekday, now: Date): string {
  return nextWeekdayOnOrAfter(
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    weekday,
  );
}

/**
 * Google Calendar's "new event" form for this event, its times read in the church's zone
 * (`ctz`); a weekly event repeats on its weekday. A time that is not a clock time makes a
 * whole-day event with the time in its notes, as the server's file does.
 */
export function googleCalendarUrl(event: Event, timeZone: string, now = new Date()): string {
  const weekly = recurringDay(event.event_date);
  const day = weekly ? nextOn(weekly, now) : event.event_date;
  const times = parseEventTimes(event.event_time);
  const dates = times
    ? `${compactDate(day)}${compactTime(times.start)}/${compactDate(
        times.endsNextDay ? addDays(day, 1) : day,
      )}${compactTime(times.end)}`
    : `${compactDate(day)}/${compactDate(addDays(day, 1))}`;
  const details = times
    ? event.description
    : [event.event_time, event.description].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates });
  if (times) params.set('ctz', timeZone);
  if (details) params.set('details', details);
  params.set('location', event.location);
  if (weekly) params.set('recur', `RRULE:FREQ=WEEKLY;BYDAY=${weekly.slice(0, 2).toUpperCase()}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
