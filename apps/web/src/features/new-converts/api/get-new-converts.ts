/** GET /api/new-converts (admins only: it holds phone numbers of new believers). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewConvert } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const newConvertsQueryKey = ['new-converts'] as const;

export function getNewConverts(signal?: AbortSignal): Promise<NewConvert[]> {
  return apiRequest<NewConvert[]>('/api/new-converts', { signal });
}

export function newConvertsQueryOptions() {
  return queryOptions({
    queryKey: newConvertsQueryKey,
    queryFn: ({ signal }) => getNewConverts(signal),
  });
}

export function useNewConverts() {
  return useQuery(newConvertsQueryOptions());
}
