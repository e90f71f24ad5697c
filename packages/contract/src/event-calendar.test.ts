import { describe, expect, it } from 'vitest';
import { parseEventTimes } from './event-calendar';

const at = (hours: number, minutes = 0) => ({ hours, minutes });

describe("reading an event's time for a calendar", () => {
  it('reads a range as typed, in either clock', () => {
    expect(parseEventTimes('5:00 PM - 8:00 PM')).toEqual({
      start: at(17),
      end: at(20),
      endsNextDay: false,
    });
    expect(parseEventTimes('18:30–21:00')).toEqual({
      start: at(18, 30),
      end: at(21),
      endsNextDay: false,
    });
    expect(parseEventTimes('9 a.m. — 12:30 p.m.')).toEqual({
      start: at(9),
      end: at(12, 30),
      endsNextDay: false,
    });
  });

  it("gives a start without AM/PM the end's, and a night past midnight the next day", () => {
    expect(parseEventTimes('5 - 8 PM')).toEqual({ start: at(17), end: at(20), endsNextDay: false });
    expect(parseEventTimes('10:00 PM - 2:00 AM')).toEqual({
      start: at(22),
      end: at(2),
      endsNextDay: true,
    });
  });

  it('gives a start alone an hour', () => {
    expect(parseEventTimes('18:00')).toEqual({ start: at(18), end: at(19), endsNextDay: false });
    expect(parseEventTimes('23:30')).toEqual({
      start: at(23, 30),
      end: at(0, 30),
      endsNextDay: true,
    });
  });

  it('is null for what is not a clock time, so the event becomes a whole day', () => {
    for (const text of ['Morning - Noon', 'All day', '7', '25:00', '13 PM - 2 PM', '1 - 2 - 3']) {
      expect(parseEventTimes(text), text).toBeNull();
    }
  });
});
