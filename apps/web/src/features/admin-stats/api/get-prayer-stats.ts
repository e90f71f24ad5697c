/**
 * GET /api/admin/prayer-stats: Prayer requests, answered and pending (docs/product.md#dashboard).
 * Every 30 s, fresh for 15 s, 1 retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrayerStats } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { dashboardPolling } from './dashboard-polling';

export const prayerStatsQueryKey = ['admin', 'prayer-stats'] as const;

export function getPrayerStats(signal?: AbortSignal): Promise<PrayerStats> {
  return apiRequest<PrayerStats>('/api/admin/prayer-stats', { signal });
}

export function prayerStatsQueryOptions() {
  return queryOptions({
    queryKey: prayerStatsQueryKey,
    queryFn: ({ signal }) => getPrayerStats(signal),
    ...dashboardPolling,
  });
}

export function usePrayerStats() {
  return useQuery(prayerStatsQueryOptions());
}
