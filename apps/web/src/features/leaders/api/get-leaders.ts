/** GET /api/leaders: the church's leader profiles. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leader } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const leadersQueryKey = ['leaders'] as const;

export function getLeaders(signal?: AbortSignal): Promise<Leader[]> {
  return apiRequest<Leader[]>('/api/leaders', { signal });
}

export function leadersQueryOptions() {
  return queryOptions({
    queryKey: leadersQueryKey,
    queryFn: ({ signal }) => getLeaders(signal),
  });
}

export function useLeaders() {
  return useQuery(leadersQueryOptions());
}
