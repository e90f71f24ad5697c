/**
 * Wall-clock times on the church's clock (CHURCH_TIMEZONE, docs/events.md#registration): an
 * admin types and reads an event's registration closing time as the church keeps time,
 * wherever their browser is. A `datetime-local` value ("2026-03-20T18:00") has no zone; these
 * turn it into an instant in `timeZone` and back, with the platform's own zone rules (Intl).
 */

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** An instant (ISO) as a `datetime-local` value on `timeZone`'s clock. */
export function toZonedInput(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + offsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/** A `datetime-local` value read on `timeZone`'s clock, as an instant (ISO). */
export function fromZonedInput(value: string, timeZone: string): string {
  const wall = Date.parse(`${value}:00Z`);
  // Two passes: the offset at the guess may differ from the offset at the answer (summer time).
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone)).toISOString();
}

/** "Africa/Kampala" → "Kampala", for a field's hint. */
export const zoneCity = (timeZone: string) =>
  (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

/** "Fri 20 Mar, 18:00 Kampala time": an instant as the church's clock shows it. */
export function churchClock(iso: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${when} ${zoneCity(timeZone)} time`;
}
