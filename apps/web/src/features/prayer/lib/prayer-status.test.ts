import { describe, expect, it } from 'vitest';
import { prayerStatus } from './prayer-status';

describe('the status badge of a prayer request', () => {
  it('shows Answered before anything else, even on a private request', () => {
    expect(prayerStatus({ is_answered: true, is_private: true })).toBe('Answered');
    expect(prayerStatus({ is_answered: true, is_private: false })).toBe('Answered');
  });

  it('shows Private for an unanswered private request', () => {
    expect(prayerStatus({ is_answered: false, is_private: true })).toBe('Private');
  });

  it('shows Public for an unanswered shared request', () => {
    expect(prayerStatus({ is_answered: false, is_private: false })).toBe('Public');
  });
});
