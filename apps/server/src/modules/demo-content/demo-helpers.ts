/** What the demo data files share: where its images are served, and dates counted from today. */
import { addDays } from '@torch/contract';

export const DEMO_IMAGE_PREFIX = '/uploads/demo/';
export const image = (name: string) => `${DEMO_IMAGE_PREFIX}${name}.webp`;

/** The ISO date `days` after an ISO date. */
export { addDays } from '@torch/contract';

/** The first `weekday` (0 Sunday … 6 Saturday) at least `minDays` after `today`. */
export function weekdayFrom(today: string, minDays: number, weekday: number): string {
  const start = addDays(today, minDays);
  const current = new Date(`${start}T00:00:00Z`).getUTCDay();
  return addDays(start, (weekday - current + 7) % 7);
}

export const FRIDAY = 5;
export const SATURDAY = 6;
export const SUNDAY = 0;
export const TUESDAY = 2;
