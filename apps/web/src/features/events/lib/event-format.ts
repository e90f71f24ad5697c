/**
 * How an event's date and time read on the home page and the events page
 * (docs/product.md#upcoming-events).
 */
import { recurringDay } from '@torch/contract';
import { eventTimeText, everyWeekday } from '../../../shared/lib/event-when';
import { shortMonth, shortWeekday, weekdayLongDate } from '../../../shared/lib/format-date';
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
 * 'Every Sunday' for a weekly event ('recurring-sunday'), 'Today', 'Tomorrow', or a long date
 * such as 'Friday, November 27, 2026'.
 */
export function formatEventDate(eventDate: string, now: Date = new Date()): string {
  const weekly = recurringDay(eventDate);
  if (weekly) return everyWeekday(weekly);
  const date = parseEventDate(eventDate);
  if (!date) return eventDate;
  if (sameDay(date, now)) return i18next.t('today', 'Today');
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (sameDay(date, tomorrow)) return i18next.t('tomorrow', 'Tomorrow');
  return weekdayLongDate(date);
}

/** A time in the church's format: '5:00 PM - 8:00 PM', a 24-hour '19:00' as '7:00 PM'. */
export const formatEventTime = eventTimeText;

/** Day number and short month for a date badge; a weekly event reads EVERY / TUE. */
export function eventBadge(eventDate: string): { top: string; bottom: string } {
  const weekly = recurringDay(eventDate);
  if (weekly) {
    return {
      top: i18next.t('everyBadgeTop', 'EVERY'),
      bottom: shortWeekday(weekly).toUpperCase(),
    };
  }
  const date = parseEventDate(eventDate);
  if (!date) return { top: '', bottom: '' };
  return {
    top: String(date.getDate()),
    bottom: shortMonth(date).toUpperCase(),
  };
}
