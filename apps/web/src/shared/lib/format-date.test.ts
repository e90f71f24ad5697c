import { describe, expect, it } from 'vitest';
import {
  clockTime,
  formatLongDate,
  shortDate,
  wallClockTime,
  weekdayLongDate,
} from './format-date';

describe('dates as the site writes them', () => {
  it('writes a calendar day as that day, whatever the zone', () => {
    expect(formatLongDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  it('names the weekday and the short month', () => {
    expect(weekdayLongDate(new Date(2026, 10, 27))).toBe('Friday, November 27, 2026');
    expect(shortDate(new Date(2026, 0, 5))).toBe('Jan 5');
  });

  it('writes 12-hour times with midnight and noon as 12', () => {
    expect(clockTime(new Date(2026, 0, 1, 0, 5))).toBe('12:05 AM');
    expect(clockTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(clockTime(new Date(2026, 0, 1, 15, 30))).toBe('3:30 PM');
  });

  it("writes the settings' wall-clock times, padded where the contact page wants it", () => {
    expect(wallClockTime('17:00')).toBe('5:00 PM');
    expect(wallClockTime('09:30')).toBe('9:30 AM');
    expect(wallClockTime('00:15')).toBe('12:15 AM');
    expect(wallClockTime('17:00', true)).toBe('05:00 PM');
  });
});
