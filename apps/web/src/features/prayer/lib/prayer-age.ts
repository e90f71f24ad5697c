/**
 * How long ago a request was sent (docs/product.md#prayer-wall): days from 24 hours, else hours,
 * else Just now.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function prayerAge(createdAt: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return 'Just now';
  if (elapsed >= DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return `${Math.floor(elapsed / HOUR_MS)}h ago`;
}

/** 'N active prayer request(s)', singular for one. */
export function activeRequestsText(count: number): string {
  return `${count} active prayer ${count === 1 ? 'request' : 'requests'}`;
}
