/** GET /api/light-campuses/admin/all: every campus, active or not. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LightCampus } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const adminCampusesQueryKey = ['light-campuses', 'admin', 'all'] as const;

export function getAdminCampuses(signal?: AbortSignal): Promise<LightCampus[]> {
  return apiRequest<LightCampus[]>('/api/light-campuses/admin/all', { signal });
}

export function adminCampusesQueryOptions() {
  return queryOptions({
    queryKey: adminCampusesQueryKey,
    queryFn: ({ signal }) => getAdminCampuses(signal),
  });
}

export function useAdminCampuses() {
  return useQuery(adminCampusesQueryOptions());
}
