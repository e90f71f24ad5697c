/**
 * The locale dates, times, numbers and money are written in: the church's (its settings'
 * `locale`, applied by shared/i18n when the settings arrive or change), en-US until then, which
 * writes the specification's own formats ('November 17, 2026', '5:00 PM', 'UGX 25,000').
 *
 * Formatters are made once per locale and options and kept: making one loads the locale's
 * data and costs a slow phone more than rendering a list of dates (docs/benchmarks.md), using
 * one costs next to nothing. The entry writes dates before the app loads
 * (app/first-screen-posts.ts), so this file imports nothing.
 */
let current = 'en-US';
/** The church's currency (its settings' `currency`), for money written without one named. */
let currency = 'UGX';

export function setFormatCurrency(code: string): void {
  currency = code;
}

export function formatCurrency(): string {
  return currency;
}

/**
 * The locale of the texts' language: the church's locale when the app has its language's
 * catalogue, English otherwise. Words inside a sentence (a weekday in 'Every Sunday') are
 * written in it, so an English sentence says 'Sunday', not 'dimanche'; dates and times on their
 * own keep the church's formats.
 */
let textLocale = 'en-US';

export function setFormatLocale(locale: string, textsLocale: string = locale): void {
  current = locale;
  textLocale = textsLocale;
}

export function formatLocale(): string {
  return current;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${current} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(current, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function textDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `text ${textLocale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(textLocale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${current} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(current, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * ICU puts a narrow no-break space before "PM"; the specification writes '5:00 PM' with a plain
 * one, and so do the texts people search and copy.
 */
export const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');
