/**
 * When an event starts, as an instant: its date and the start of its time text ("18:30",
 * "5:00 PM - 8:00 PM") on the church's clock (CHURCH_TIMEZONE). Reminders and the closing of
 * registration count from it (docs/events.md#reminders).
 */
import { isValidIsoDate } from '@torch/contract';

const START = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?/;

/** Hours and minutes the time text starts with; a text without one starts the day. */
export function startOfTimeText(text: string): { hours: number; minutes: number } {
  const match = START.exec(text);
  if (!match) return { hours: 0, minutes: 0 };
  let hours = Number(match[1]) % 24;
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  return { hours, minutes: Math.min(Number(match[2]), 59) };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
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
      .formatToParts(instant)
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
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant an event starts; null for the recurring fellowship (it has no one date). */
export function eventStart(eventDate: string, eventTime: string, timeZone: string): Date | null {
  if (!isValidIsoDate(eventDate)) return null;
  const { hours, minutes } = startOfTimeText(eventTime);
  const [year, month, day] = eventDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  // Two passes: the offset at the guess may differ from the offset at the answer (a DST edge).
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** "18:04": an instant on the church's clock, as the door staff read it. */
export function clockTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
