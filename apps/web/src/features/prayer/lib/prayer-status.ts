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

export type PrayerFilter = 'all' | 'public' | 'private' | 'answered';

/** The admin tabs: each tab filters on one flag, so an answered public request is under Public too. */
export function matchesPrayerFilter(request: PrayerRequest, filter: PrayerFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'public':
      return !request.is_private;
    case 'private':
      return request.is_private;
    case 'answered':
      return request.is_answered;
  }
}

/** What an admin can do to a request; each asks first. */
export type PrayerAction = 'answered' | 'privacy' | 'delete';
