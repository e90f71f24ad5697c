/** GET /api/teachings: the video library, newest sermon first (`limit` for the home page). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Teaching } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';

export interface TeachingListParams {
  limit?: number;
}

/** Every teachings query starts with this key, so one invalidation refreshes all of them. */
export const teachingsQueryKey = ['teachings'] as const;

export function getTeachings(
  params: TeachingListParams = {},
  signal?: AbortSignal,
): Promise<Teaching[]> {
  const query = params.limit === undefined ? '' : `?limit=${params.limit}`;
  return apiRequest<Teaching[]>(`/api/teachings${query}`, { signal });
}

export function teachingsQueryOptions(params: TeachingListParams = {}) {
  return queryOptions({
    queryKey: [...teachingsQueryKey, params],
    queryFn: ({ signal }) => getTeachings(params, signal),
  });
}

export function useTeachings(params: TeachingListParams = {}) {
  return useDeferredRead(useQuery(teachingsQueryOptions(params)));
}
