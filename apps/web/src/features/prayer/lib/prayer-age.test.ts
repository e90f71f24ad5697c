import { describe, expect, it } from 'vitest';
import { activeRequestsText, prayerAge } from './prayer-age';

const now = new Date('2025-06-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('how old a prayer request looks on the wall', () => {
  it('says Just now for anything under an hour', () => {
    expect(prayerAge(ago(0), now)).toBe('Just now');
    expect(prayerAge(ago(59 * MINUTE), now)).toBe('Just now');
  });

  it('counts whole hours from one hour up to a day', () => {
    expect(prayerAge(ago(HOUR), now)).toBe('1h ago');
    expect(prayerAge(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('counts whole days from 24 hours', () => {
    expect(prayerAge(ago(24 * HOUR), now)).toBe('1d ago');
    expect(prayerAge(ago(75 * HOUR), now)).toBe('3d ago');
  });

  it('treats a clock a little ahead of ours as Just now', () => {
    expect(prayerAge(ago(-5 * MINUTE), now)).toBe('Just now');
  });

  it('counts active requests in the singular and the plural', () => {
    expect(activeRequestsText(0)).toBe('0 active prayer requests');
    expect(activeRequestsText(1)).toBe('1 active prayer request');
    expect(activeRequestsText(12)).toBe('12 active prayer requests');
  });
});
