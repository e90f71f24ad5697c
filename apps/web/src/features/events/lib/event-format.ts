/**
 * How an event's date and time read on the home page and the events page
 * (docs/product.md#upcoming-events).
 */
import { RECURRING_TUESDAY } from '@torch/contract';
import { shortMonth, weekdayLongDate } from '../../../shared/lib/format-date';
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

/** 'Every Tuesday', 'Today', 'Tomorrow', or a long date such as 'Friday, November 27, 2026'. */
export function formatEventDate(eventDate: string, now: Date = new Date()): string {
  if (eventDate === RECURRING_TUESDAY) return i18next.t('everyTuesday', 'Every Tuesday');
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
  const hours = Number(match[1]);
  if (hours > 23) return eventTime;
  const period = hours < 12 ? 'AM' : 'PM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${match[2]} ${period}`;
}

/** Day number and short month for a date badge; the weekly fellowship reads EVERY / TUE. */
export function eventBadge(eventDate: string): { top: string; bottom: string } {
  if (eventDate === RECURRING_TUESDAY) {
    return {
      top: i18next.t('everyBadgeTop', 'EVERY'),
      bottom: i18next.t('tuesdayBadgeBottom', 'TUE'),
    };
  }
  const date = parseEventDate(eventDate);
  if (!date) return { top: '', bottom: '' };
  return {
    top: String(date.getDate()),
    bottom: shortMonth(date).toUpperCase(),
  };
}
