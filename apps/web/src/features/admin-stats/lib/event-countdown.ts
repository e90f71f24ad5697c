/**
 * The dashboard's countdown to an event (docs/product.md#dashboard): Today, Tomorrow, N days, or
 * Past.
 */
import { recurringDay, weekdays } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `today` to the event's date; a weekly event is never past. */
export function daysUntil(eventDate: string, today: Date): number | null {
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const weekly = recurringDay(eventDate);
  if (weekly) return (weekdays.indexOf(weekly) - today.getDay() + 7) % 7;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(eventDate);
  if (!match) return null;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round((target - start) / DAY_MS);
}

export function countdownLabel(days: number | null): string {
  if (days === null) return '';
  if (days < 0) return i18next.t('past', 'Past');
  if (days === 0) return i18next.t('today', 'Today');
  if (days === 1) return i18next.t('tomorrow', 'Tomorrow');
  return i18next.t('daysCount', {
    count: days,
    defaultValue_one: '{{count}} day',
    defaultValue_other: '{{count}} days',
  });
}
