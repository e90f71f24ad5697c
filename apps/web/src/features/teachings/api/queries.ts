/**
 * The teachings' reads, apart from their writes: the first screen loads this module, and it must
 * not carry the route declarations' zod schemas (see callRouteAt).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { teachingRoutes } from '@torch/contract';
import { callRouteAt, callRoutePageAt } from '../../../shared/api/route-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';
import { useMorePages } from '../../../shared/api/use-more-pages';

export interface TeachingListParams {
  limit?: number;
}

/** Every teachings query starts with `all`, so one invalidation refreshes all of them. */
export const teachingKeys = {
  all: ['teachings'] as const,
  list: (params: TeachingListParams) => [...teachingKeys.all, params] as const,
  pages: () => [...teachingKeys.all, 'pages'] as const,
};

/** The video library, newest sermon first (`limit` for the home page). */
export function teachingsQueryOptions(params: TeachingListParams = {}) {
  return queryOptions({
    queryKey: teachingKeys.list(params),
    queryFn: ({ signal }) =>
      // On the first screen: addressed without the declarations' zod schemas.
      callRouteAt<typeof teachingRoutes.list>(
        { method: 'GET', path: '/api/teachings' },
        { query: { limit: params.limit } },
        { signal },
      ),
  });
}

export const useTeachings = (params: TeachingListParams = {}) =>
  useDeferredRead(useQuery(teachingsQueryOptions(params)));

/** The Teachings page's library, every page of it on "Load more" (shared/api/use-more-pages.ts). */
export const useAllTeachings = () =>
  useMorePages(useTeachings(), teachingKeys.pages(), (cursor, signal) =>
    callRoutePageAt<typeof teachingRoutes.list>(
      { method: 'GET', path: '/api/teachings' },
      { query: { cursor } },
      { signal },
    ),
  );
