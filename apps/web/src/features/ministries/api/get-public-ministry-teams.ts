/** GET /api/ministry-teams/public: the active ministry teams a visitor can join. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MinistryTeam } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const publicMinistryTeamsQueryKey = ['ministry-teams', 'public'] as const;

export function getPublicMinistryTeams(signal?: AbortSignal): Promise<MinistryTeam[]> {
  return apiRequest<MinistryTeam[]>('/api/ministry-teams/public', { signal });
}

export function publicMinistryTeamsQueryOptions() {
  return queryOptions({
    queryKey: publicMinistryTeamsQueryKey,
    queryFn: ({ signal }) => getPublicMinistryTeams(signal),
  });
}

export function usePublicMinistryTeams() {
  return useQuery(publicMinistryTeamsQueryOptions());
}
