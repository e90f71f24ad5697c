/** GET /api/light-campuses/public: the active Light Campuses. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LightCampus } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const publicCampusesQueryKey = ['light-campuses', 'public'] as const;

export function getPublicCampuses(signal?: AbortSignal): Promise<LightCampus[]> {
  return apiRequest<LightCampus[]>('/api/light-campuses/public', { signal });
}

export function publicCampusesQueryOptions() {
  return queryOptions({
    queryKey: publicCampusesQueryKey,
    queryFn: ({ signal }) => getPublicCampuses(signal),
  });
}

export function usePublicCampuses() {
  return useQuery(publicCampusesQueryOptions());
}
