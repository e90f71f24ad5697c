/**
 * Dates and times as the church's locale writes them (./format-locale.ts); with the default
 * en-US: 'November 17, 2026', 'Friday, November 27, 2026', 'Nov 3', '3:05 PM'.
 *
 * The entry writes a post's date with it before the app has loaded (app/first-screen-posts.ts),
 * so it stays in the small entry-shared file (vite.config.ts) and imports only format-locale.
 */
import { dateFormat, plainSpaces, textDateFormat } from './format-locale';

/** 'Nov' */
export function shortMonth(date: Date): string {
  return dateFormat({ month: 'short' }).format(date);
}

/** 'Nov 3' */
export function shortDate(date: Date): string {
  return dateFormat({ month: 'short', day: 'numeric' }).format(date);
}

/** 'November 3, 2026' */
export function longDate(date: Date): string {
  return dateFormat({ dateStyle: 'long' }).format(date);
}

/** 'Nov 3, 2026' */
export function mediumDate(date: Date): string {
  return dateFormat({ dateStyle: 'medium' }).format(date);
}

/** 'Nov 3, 2026, 3:05 PM' */
export function mediumDateTime(date: Date): string {
  return plainSpaces(dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date));
}

/** 'November 2026' */
export function monthAndYear(date: Date): string {
  return dateFormat({ month: 'long', year: 'numeric' }).format(date);
}

/** 'Tuesday, November 3, 2026' */
export function weekdayLongDate(date: Date): string {
  return dateFormat({ dateStyle: 'full' }).format(date);
}

/** '3:05 PM' */
export function clockTime(date: Date): string {
  return plainSpaces(dateFormat({ timeStyle: 'short' }).format(date));
}

/** The settings' day names, in the order of a week from 1 January 2023, a Sunday. */
const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * 'Tuesday' (a settings day name, in English) in the language of the texts around it
 * (format-locale.ts): English unless the app has the church's language.
 */
export function weekdayOf(day: string): string {
  const index = WEEK.indexOf(day);
  return textDateFormat({ weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + index));
}

/** 'Tue' for 'Tuesday' (a settings day name, in English), in the texts' language. */
export function shortWeekday(day: string): string {
  const index = WEEK.indexOf(day);
  return textDateFormat({ weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + index));
}

/**
 * A wall-clock time as the settings write it ('17:00', the church's own clock, no date or zone):
 * '5:00 PM'; `padded`, '05:00 PM', as the contact page writes it. Other locales their own way
 * ('17:00' in fr-FR).
 */
export function wallClockTime(time: string, padded = false): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const format = dateFormat({
    hour: padded ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return plainSpaces(format.format(Date.UTC(2000, 0, 1, hours, minutes)));
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
