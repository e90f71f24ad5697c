/**
 * The registration closing time on the church's clock (docs/events.md#registration): whatever
 * zone the browser is in, 18:00 typed is 18:00 in Kampala and reads back as 18:00.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { churchClock, fromZonedInput, toZonedInput } from './church-time';

let browserZone: string | undefined;
beforeEach(() => {
  browserZone = process.env.TZ;
  // A browser far from the church: New York, five hours behind UTC in March before summer time.
  process.env.TZ = 'America/New_York';
});
afterEach(() => {
  process.env.TZ = browserZone;
});

describe('times on the church clock', () => {
  it('reads a typed time as Kampala time and shows it back as typed', () => {
    expect(new Date('2026-03-04T12:00:00Z').getTimezoneOffset()).toBe(300);
    const instant = fromZonedInput('2026-03-04T18:00', 'Africa/Kampala');
    expect(instant).toBe('2026-03-04T15:00:00.000Z');
    expect(toZonedInput(instant, 'Africa/Kampala')).toBe('2026-03-04T18:00');
    // As the church's locale writes it (en-US here), on a 24-hour clock.
    expect(churchClock(instant, 'Africa/Kampala')).toBe('Wed, Mar 4, 18:00 Kampala time');
  });

  it('keeps the wall-clock time across a zone summer-time change', () => {
    expect(fromZonedInput('2026-03-07T18:00', 'America/Los_Angeles')).toBe(
      '2026-03-08T02:00:00.000Z',
    );
    expect(fromZonedInput('2026-03-09T18:00', 'America/Los_Angeles')).toBe(
      '2026-03-10T01:00:00.000Z',
    );
    expect(toZonedInput('2026-03-10T01:00:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-03-09T18:00',
    );
  });
});
