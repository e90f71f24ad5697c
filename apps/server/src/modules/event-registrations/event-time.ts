/**
 * When an event starts, as an instant: its date and the start of its time text ("18:30",
 * "5:00 PM - 8:00 PM") on the church's clock (the time zone in its settings). Reminders and the closing of
 * registration count from it (docs/events.md#reminders).
 */
import { instantOnWallClock, isValidIsoDate } from '@torch/contract';

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

/** The instant an event starts; null for the recurring fellowship (it has no one date). */
export function eventStart(eventDate: string, eventTime: string, timeZone: string): Date | null {
  if (!isValidIsoDate(eventDate)) return null;
  const { hours, minutes } = startOfTimeText(eventTime);
  const [year, month, day] = eventDate.split('-').map(Number) as [number, number, number];
  return new Date(instantOnWallClock(Date.UTC(year, month - 1, day, hours, minutes), timeZone));
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
