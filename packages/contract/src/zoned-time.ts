/**
 * Wall-clock times in a named time zone, with the platform's own zone rules (Intl): the server
 * counts an event's start on the church's clock, and the admin's browser types and reads times
 * on it wherever it is (docs/events.md#registration).
 */

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
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

/**
 * The instant at which `timeZone`'s clock shows `wall` (a wall-clock time written as if it were
 * UTC, e.g. `Date.UTC(2026, 2, 20, 18)`).
 */
export function instantOnWallClock(wall: number, timeZone: string): number {
  // Two passes: the offset at the guess may differ from the offset at the answer (summer time).
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}
