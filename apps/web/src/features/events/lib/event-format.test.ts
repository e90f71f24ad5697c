import { describe, expect, it } from 'vitest';
import { eventBadge, formatEventDate, formatEventTime } from './event-format';

// A Monday afternoon; local dates, as a visitor's browser sees them.
const now = new Date(2026, 10, 23, 15, 30);

describe('event date text', () => {
  it('says Every Tuesday for the weekly fellowship', () => {
    expect(formatEventDate('recurring-tuesday', now)).toBe('Every Tuesday');
  });

  it('names the day a weekly event of any other weekday repeats on', () => {
    expect(formatEventDate('recurring-sunday', now)).toBe('Every Sunday');
    expect(eventBadge('recurring-sunday')).toEqual({ top: 'EVERY', bottom: 'SUN' });
    expect(formatEventDate('recurring-friday', now)).toBe('Every Friday');
  });

  it('says Today and Tomorrow for the next two days', () => {
    expect(formatEventDate('2026-11-23', now)).toBe('Today');
    expect(formatEventDate('2026-11-24', now)).toBe('Tomorrow');
  });

  it('writes any other day out in full', () => {
    expect(formatEventDate('2026-11-27', now)).toBe('Friday, November 27, 2026');
    expect(formatEventDate('2027-01-01', now)).toBe('Friday, January 1, 2027');
  });

  it('knows tomorrow across a month end late at night', () => {
    const lateOnTheLastDay = new Date(2026, 10, 30, 23, 50);
    expect(formatEventDate('2026-12-01', lateOnTheLastDay)).toBe('Tomorrow');
  });

  it('gives a date badge, EVERY / TUE for the fellowship', () => {
    expect(eventBadge('2026-11-27')).toEqual({ top: '27', bottom: 'NOV' });
    expect(eventBadge('recurring-tuesday')).toEqual({ top: 'EVERY', bottom: 'TUE' });
  });
});

describe('event time text', () => {
  it('converts a 24-hour time to 12-hour with AM or PM', () => {
    expect(formatEventTime('19:00')).toBe('7:00 PM');
    expect(formatEventTime('10:00')).toBe('10:00 AM');
    expect(formatEventTime('00:15')).toBe('12:15 AM');
    expect(formatEventTime('12:30')).toBe('12:30 PM');
    expect(formatEventTime('09:05')).toBe('9:05 AM');
  });

  it('writes a range in the same format, keeping its dash; a text that is no time as written', () => {
    expect(formatEventTime('5:00 PM - 8:00 PM')).toBe('5:00 PM - 8:00 PM');
    expect(formatEventTime('17:00-20:00')).toBe('5:00 PM - 8:00 PM');
    expect(formatEventTime('7 PM – 10 PM')).toBe('7:00 PM – 10:00 PM');
    expect(formatEventTime('Morning - Noon')).toBe('Morning - Noon');
  });
});
