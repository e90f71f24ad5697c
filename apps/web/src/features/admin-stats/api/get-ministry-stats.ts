/**
 * GET /api/admin/ministry-stats: Teams, volunteers and pending applications
 * (docs/product.md#dashboard). Every 30 s, fresh for 15 s, 1 retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MinistryStats } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { dashboardPolling } from './dashboard-polling';

export const ministryStatsQueryKey = ['admin', 'ministry-stats'] as const;

export function getMinistryStats(signal?: AbortSignal): Promise<MinistryStats> {
  return apiRequest<MinistryStats>('/api/admin/ministry-stats', { signal });
}

export function ministryStatsQueryOptions() {
  return queryOptions({
    queryKey: ministryStatsQueryKey,
    queryFn: ({ signal }) => getMinistryStats(signal),
    ...dashboardPolling,
  });
}

export function useMinistryStats() {
  return useQuery(ministryStatsQueryOptions());
}
