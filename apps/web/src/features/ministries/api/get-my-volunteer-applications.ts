/** GET /api/volunteer/mine: the signed-in member's own applications, to badge their teams. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyVolunteerApplication } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const myVolunteerApplicationsQueryKey = ['volunteer-applications', 'mine'] as const;

export function getMyVolunteerApplications(
  signal?: AbortSignal,
): Promise<MyVolunteerApplication[]> {
  return apiRequest<MyVolunteerApplication[]>('/api/volunteer/mine', { signal });
}

export function myVolunteerApplicationsQueryOptions() {
  return queryOptions({
    queryKey: myVolunteerApplicationsQueryKey,
    queryFn: ({ signal }) => getMyVolunteerApplications(signal),
  });
}

/** Only asked for when someone is signed in; a visitor has no applications. */
export function useMyVolunteerApplications(signedIn: boolean) {
  return useQuery({ ...myVolunteerApplicationsQueryOptions(), enabled: signedIn });
}
