/** GET /api/volunteer/applications: every application to every team, for the admins. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerApplication } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const volunteerApplicationsQueryKey = ['volunteer-applications', 'admin'] as const;

export function getVolunteerApplications(signal?: AbortSignal): Promise<VolunteerApplication[]> {
  return apiRequest<VolunteerApplication[]>('/api/volunteer/applications', { signal });
}

export function volunteerApplicationsQueryOptions() {
  return queryOptions({
    queryKey: volunteerApplicationsQueryKey,
    queryFn: ({ signal }) => getVolunteerApplications(signal),
  });
}

export function useVolunteerApplications() {
  return useQuery(volunteerApplicationsQueryOptions());
}
