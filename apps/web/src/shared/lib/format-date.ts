import { i18next } from '../i18n';
/**
 * Dates as the site writes them: 'November 17, 2026', 'Friday, November 27, 2026', '3:05 PM'.
 *
 * Written out from English names instead of `toLocaleDateString`: every such call builds an ICU
 * formatter, and on a slow phone the home page's handful of dates cost more main-thread time
 * than rendering the rest of it (measured in Lighthouse, docs/benchmarks.md).
 *
 * The entry writes a post's date with it before the app has loaded (app/first-screen-posts.ts),
 * so it stays in the small entry-shared file (vite.config.ts) and imports nothing.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

function monthName(date: Date): string {
  return MONTHS[date.getMonth()] ?? '';
}

/** 'Nov' */
export function shortMonth(date: Date): string {
  return monthName(date).slice(0, 3);
}

/** 'Nov 3' */
export function shortDate(date: Date): string {
  return i18next.t('valVal2', '{{val}} {{val2}}', { val: shortMonth(date), val2: date.getDate() });
}

/** 'November 3, 2026' */
export function longDate(date: Date): string {
  return i18next.t('valVal2Val3', '{{val}} {{val2}}, {{val3}}', {
    val: monthName(date),
    val2: date.getDate(),
    val3: date.getFullYear(),
  });
}

/** 'Tuesday, November 3, 2026' */
export function weekdayLongDate(date: Date): string {
  return i18next.t('valVal22', '{{val}}, {{val2}}', {
    val: WEEKDAYS[date.getDay()] ?? '',
    val2: longDate(date),
  });
}

/** '3:05 PM' */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A calendar date ('YYYY-MM-DD') stays that day wherever the reader is; a full timestamp is
 * shown in the reader's own zone.
 */
export function formatLongDate(value: string): string {
  const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendarDay
    ? new Date(Number(calendarDay[1]), Number(calendarDay[2]) - 1, Number(calendarDay[3]))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return longDate(date);
}
