import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../i18n';
import { eventDayText, eventTimeText, everyWeekday } from './event-when';
import { shortWeekday, wallClockTime } from './format-date';

describe("an event's day and time in the church's locale", () => {
  afterEach(async () => {
    await applyLocale('en-US');
  });

  it('writes the specification’s formats by default', () => {
    expect(eventDayText('recurring-tuesday')).toBe('Every Tuesday');
    expect(eventDayText('2026-12-19')).toBe('December 19, 2026');
    expect(eventTimeText('09:00 - 11:30')).toBe('9:00 AM - 11:30 AM');
  });

  it('names the day in the English of the texts where the app has no French, and the date in French', async () => {
    await applyLocale('fr-FR');
    expect(everyWeekday('Sunday')).toBe('Every Sunday');
    expect(eventDayText('recurring-sunday')).toBe('Every Sunday');
    expect(shortWeekday('Sunday').toUpperCase()).toBe('SUN');
    // A date on its own is written the church's way.
    expect(eventDayText('2026-12-19')).toBe('19 décembre 2026');
  });

  it('writes every time one way in en-GB, whether typed with AM/PM or on a 24-hour clock', async () => {
    await applyLocale('en-GB');
    expect(eventTimeText('9:00 AM - 2:00 PM')).toBe('9:00 - 14:00');
    expect(eventTimeText('09:00 - 11:30')).toBe('9:00 - 11:30');
    expect(`${wallClockTime('09:00')} - ${wallClockTime('11:30')}`).toBe('9:00 - 11:30');
    expect(eventTimeText('18:30')).toBe('18:30');
    expect(eventTimeText('Morning - Noon')).toBe('Morning - Noon');
  });
});
