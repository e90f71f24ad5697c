/** GET /api/ministry-teams/admin: every team, active or not, for the Serve admin screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MinistryTeam } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const adminMinistryTeamsQueryKey = ['ministry-teams', 'admin'] as const;

export function getAdminMinistryTeams(signal?: AbortSignal): Promise<MinistryTeam[]> {
  return apiRequest<MinistryTeam[]>('/api/ministry-teams/admin', { signal });
}

export function adminMinistryTeamsQueryOptions() {
  return queryOptions({
    queryKey: adminMinistryTeamsQueryKey,
    queryFn: ({ signal }) => getAdminMinistryTeams(signal),
  });
}

export function useAdminMinistryTeams() {
  return useQuery(adminMinistryTeamsQueryOptions());
}
