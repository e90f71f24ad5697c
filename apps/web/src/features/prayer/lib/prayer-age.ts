import { i18next } from '../../../shared/i18n';
/**
 * How long ago a request was sent (docs/product.md#prayer-wall): days from 24 hours, else hours,
 * else Just now.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function prayerAge(createdAt: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return i18next.t('justNow', 'Just now');
  if (elapsed >= DAY_MS)
    return i18next.t('countDaysAgoShort', '{{count}}d ago', {
      count: Math.floor(elapsed / DAY_MS),
    });
  return i18next.t('countHoursAgoShort', '{{count}}h ago', {
    count: Math.floor(elapsed / HOUR_MS),
  });
}

/** 'N active prayer request(s)', singular for one. */
export function activeRequestsText(count: number): string {
  return i18next.t('countActivePrayerRequests', {
    count,
    defaultValue_one: '{{count}} active prayer request',
    defaultValue_other: '{{count}} active prayer requests',
  });
}
