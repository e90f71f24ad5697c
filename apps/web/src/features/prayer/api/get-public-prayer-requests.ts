/**
 * GET /api/prayer-requests/public: the prayer wall. Refetched every 30 s, fresh for 15 s, on window
 * focus, with 2 retries (docs/product.md#prayer-wall); the socket pushes new ones in between.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPrayerRequest } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const PRAYER_WALL_REFETCH_MS = 30_000;
export const PRAYER_WALL_STALE_MS = 15_000;

export const publicPrayerRequestsQueryKey = ['prayer-requests', 'public'] as const;

export function getPublicPrayerRequests(signal?: AbortSignal): Promise<PublicPrayerRequest[]> {
  return apiRequest<PublicPrayerRequest[]>('/api/prayer-requests/public', { signal });
}

export function publicPrayerRequestsQueryOptions() {
  return queryOptions({
    queryKey: publicPrayerRequestsQueryKey,
    queryFn: ({ signal }) => getPublicPrayerRequests(signal),
    refetchInterval: PRAYER_WALL_REFETCH_MS,
    staleTime: PRAYER_WALL_STALE_MS,
    refetchOnWindowFocus: true,
    retry: 2,
  });
}

export function usePublicPrayerRequests() {
  return useQuery(publicPrayerRequestsQueryOptions());
}
