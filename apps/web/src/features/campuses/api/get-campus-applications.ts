/** GET /api/light-campuses/admin/applications: every campus proposal, for the admins. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusApplication } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const campusApplicationsQueryKey = ['light-campuses', 'admin', 'applications'] as const;

export function getCampusApplications(signal?: AbortSignal): Promise<CampusApplication[]> {
  return apiRequest<CampusApplication[]>('/api/light-campuses/admin/applications', { signal });
}

export function campusApplicationsQueryOptions() {
  return queryOptions({
    queryKey: campusApplicationsQueryKey,
    queryFn: ({ signal }) => getCampusApplications(signal),
  });
}

export function useCampusApplications() {
  return useQuery(campusApplicationsQueryOptions());
}
