import { describe, expect, it } from 'vitest';
import { countdownLabel, daysUntil } from './event-countdown';

// A Thursday, late in the evening: the calendar day counts, not the hours left.
const today = new Date(2025, 5, 12, 22, 30);

describe('the dashboard event countdown', () => {
  it('says Today, Tomorrow, N days and Past', () => {
    expect(countdownLabel(daysUntil('2025-06-12', today))).toBe('Today');
    expect(countdownLabel(daysUntil('2025-06-13', today))).toBe('Tomorrow');
    expect(countdownLabel(daysUntil('2025-06-20', today))).toBe('8 days');
    expect(countdownLabel(daysUntil('2025-06-11', today))).toBe('Past');
  });

  it('counts a weekly Tuesday to the next Tuesday', () => {
    expect(daysUntil('recurring-tuesday', today)).toBe(5);
    expect(countdownLabel(daysUntil('recurring-tuesday', new Date(2025, 5, 10)))).toBe('Today');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(countdownLabel(daysUntil('someday', today))).toBe('');
  });
});
