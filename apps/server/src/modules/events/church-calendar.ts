/**
 * "Today" as the church lives it: dates are compared in the church's time zone, so an event
 * on the 14th is still upcoming at 23:00 in Kampala even though it is already the 15th… or
 * the other way round, whatever the server's own clock zone is.
 */

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
