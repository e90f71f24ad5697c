/**
 * GET /api/admin/stats: The totals of every kind of content, with trends
 * (docs/product.md#dashboard). Every 30 s, fresh for 15 s, 1 retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { dashboardPolling } from './dashboard-polling';

export const adminStatsQueryKey = ['admin', 'stats'] as const;

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => getAdminStats(signal),
    ...dashboardPolling,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
