/** Dates as the site writes them: 'November 17, 2026'. */

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
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
