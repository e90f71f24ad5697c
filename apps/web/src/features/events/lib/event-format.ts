/**
 * How an event's date and time read on the home page and the events page
 * (docs/product.md#upcoming-events).
 */
import { RECURRING_TUESDAY, type Gathering } from '@torch/contract';
import {
  shortMonth,
  shortWeekday,
  wallClockTime,
  weekdayLongDate,
} from '../../../shared/lib/format-date';
import { weekdayName } from '../../church';
import { i18next } from '../../../shared/i18n';

/** 'YYYY-MM-DD' as a local calendar day; `new Date('YYYY-MM-DD')` would be UTC and can shift a day. */
export function parseEventDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * The day a weekly event repeats on: Tuesday for a recurring event of the calendar, the
 * gathering's own day for the church's weekly fellowship (weekly-fellowship.ts).
 */
export type WeeklyDay = Gathering['day'];

/** 'Every Tuesday', 'Today', 'Tomorrow', or a long date such as 'Friday, November 27, 2026'. */
export function formatEventDate(
  eventDate: string,
  now: Date = new Date(),
  weekday: WeeklyDay = 'Tuesday',
): string {
  if (eventDate === RECURRING_TUESDAY) {
    return i18next.t('everyDay', 'Every {{day}}', { day: weekdayName(weekday) });
  }
  const date = parseEventDate(eventDate);
  if (!date) return eventDate;
  if (sameDay(date, now)) return i18next.t('today', 'Today');
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (sameDay(date, tomorrow)) return i18next.t('tomorrow', 'Tomorrow');
  return weekdayLongDate(date);
}

/** A range ('5:00 PM - 8:00 PM') as written; a 24-hour 'HH:MM' as '7:00 PM'. */
export function formatEventTime(eventTime: string): string {
  if (/[-–—]/.test(eventTime)) return eventTime;
  const match = /^(\d{1,2}):(\d{2})$/.exec(eventTime.trim());
  if (!match) return eventTime;
  if (Number(match[1]) > 23) return eventTime;
  return wallClockTime(`${match[1]}:${match[2]}`);
}

/** Day number and short month for a date badge; a weekly event reads EVERY / TUE. */
export function eventBadge(
  eventDate: string,
  weekday: WeeklyDay = 'Tuesday',
): { top: string; bottom: string } {
  if (eventDate === RECURRING_TUESDAY) {
    return {
      top: i18next.t('everyBadgeTop', 'EVERY'),
      bottom: shortWeekday(weekday).toUpperCase(),
    };
  }
  const date = parseEventDate(eventDate);
  if (!date) return { top: '', bottom: '' };
  return {
    top: String(date.getDate()),
    bottom: shortMonth(date).toUpperCase(),
  };
}
