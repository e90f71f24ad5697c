/**
 * GET /api/admin/user-growth: Members over the last 30 days (docs/product.md#dashboard). Every 30
 * s, fresh for 15 s, 1 retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGrowth } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { dashboardPolling } from './dashboard-polling';

export const userGrowthQueryKey = ['admin', 'user-growth'] as const;

export function getUserGrowth(signal?: AbortSignal): Promise<UserGrowth> {
  return apiRequest<UserGrowth>('/api/admin/user-growth', { signal });
}

export function userGrowthQueryOptions() {
  return queryOptions({
    queryKey: userGrowthQueryKey,
    queryFn: ({ signal }) => getUserGrowth(signal),
    ...dashboardPolling,
  });
}

export function useUserGrowth() {
  return useQuery(userGrowthQueryOptions());
}
