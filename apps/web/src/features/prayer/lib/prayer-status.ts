/**
 * The status badge of a prayer request in the admin area: Answered, then Private, then Public
 * (docs/product.md#admin-prayers).
 */
import type { PrayerRequest } from '@torch/contract';

export type PrayerStatus = 'Answered' | 'Private' | 'Public';

export function prayerStatus(
  request: Pick<PrayerRequest, 'is_answered' | 'is_private'>,
): PrayerStatus {
  if (request.is_answered) return 'Answered';
  if (request.is_private) return 'Private';
  return 'Public';
}

/** What an admin can do to a request; each asks first. */
export type PrayerAction = 'answered' | 'privacy' | 'delete';
