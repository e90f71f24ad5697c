/**
 * An event's day and time as every screen writes them (docs/product.md#upcoming-events): a
 * weekly event's day in the texts' language ('Every Sunday'), a date and a clock time in the
 * church's formats ('November 17, 2026', '5:00 PM'; '17 novembre 2026', '17:00' in fr-FR).
 */
import { parseEventTimes, recurringDay, type ClockTime, type Weekday } from '@torch/contract';
import { i18next } from '../i18n';
import { formatLongDate, wallClockTime, weekdayOf } from './format-date';

/** 'Every Sunday'. */
export const everyWeekday = (day: Weekday): string =>
  i18next.t('everyDay', 'Every {{day}}', { day: weekdayOf(day) });

/** 'Every Sunday' for a weekly event, else its date written long ('December 19, 2026'). */
export function eventDayText(eventDate: string): string {
  const weekly = recurringDay(eventDate);
  return weekly ? everyWeekday(weekly) : formatLongDate(eventDate);
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (time: ClockTime) => wallClockTime(`${pad(time.hours)}:${pad(time.minutes)}`);

/**
 * An event's time as the admin typed it ('18:00', '9:00 AM - 2:00 PM'), written in the church's
 * format ('6:00 PM'; '9:00 - 14:00' in en-GB) with the dash the admin chose; a text that is
 * not a time ('Morning - Noon') stays as written.
 */
export function eventTimeText(eventTime: string): string {
  const times = parseEventTimes(eventTime);
  if (!times) return eventTime;
  const dash = /\s*[-–—]\s*/.exec(eventTime)?.[0].trim();
  return dash ? `${clock(times.start)} ${dash} ${clock(times.end)}` : clock(times.start);
}
