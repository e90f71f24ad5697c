/** GET /api/prayer-requests/admin/all: every request, public and private, for the prayer team. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrayerRequest } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const allPrayerRequestsQueryKey = ['prayer-requests', 'admin'] as const;

export function getAllPrayerRequests(signal?: AbortSignal): Promise<PrayerRequest[]> {
  return apiRequest<PrayerRequest[]>('/api/prayer-requests/admin/all', { signal });
}

export function allPrayerRequestsQueryOptions() {
  return queryOptions({
    queryKey: allPrayerRequestsQueryKey,
    queryFn: ({ signal }) => getAllPrayerRequests(signal),
  });
}

export function useAllPrayerRequests() {
  return useQuery(allPrayerRequestsQueryOptions());
}
