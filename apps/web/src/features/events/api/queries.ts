/**
 * The events' reads, apart from their writes: the first screen loads this module, and it must
 * not carry the route declarations' zod schemas (see callRouteAt).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { eventRoutes } from '@torch/contract';
import { callRouteAt, callRoutePageAt } from '../../../shared/api/route-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';
import { useMorePages } from '../../../shared/api/use-more-pages';

export interface EventListParams {
  upcoming?: boolean;
  limit?: number;
}

/** Every events query starts with `all`, so one invalidation refreshes all of them. */
export const eventKeys = {
  all: ['events'] as const,
  list: (params: EventListParams) => [...eventKeys.all, params] as const,
  pages: () => [...eventKeys.all, 'pages'] as const,
};

const eventsQuery = (params: EventListParams) => ({
  upcoming: params.upcoming ? ('true' as const) : undefined,
  limit: params.limit,
});

export function getEvents(params: EventListParams = {}, signal?: AbortSignal) {
  const query = eventsQuery(params);
  // On the first screen: addressed without the declarations' zod schemas.
  return callRouteAt<typeof eventRoutes.list>(
    { method: 'GET', path: '/api/events' },
    { query },
    { signal },
  );
}

export function eventsQueryOptions(params: EventListParams = {}) {
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => getEvents(params, signal),
  });
}

/** How many events the home page shows (docs/product.md#upcoming-events). */
export const HOME_EVENT_COUNT = 3;
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The home page's next events (docs/product.md#upcoming-events): cached five minutes, one retry,
 * refreshed when the tab regains focus or the connection returns.
 */
export function upcomingEventsQueryOptions() {
  return queryOptions({
    ...eventsQueryOptions({ upcoming: true, limit: HOME_EVENT_COUNT }),
    staleTime: FIVE_MINUTES,
    retry: 1,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

export const useEvents = (params: EventListParams = {}) =>
  useDeferredRead(useQuery(eventsQueryOptions(params)));

/**
 * The Events page's calendar, every page of it on "Load more" (shared/api/use-more-pages.ts):
 * past events come first, so without it a long calendar would hide the coming ones.
 */
export const useAllEvents = () =>
  useMorePages(useEvents(), eventKeys.pages(), (cursor, signal) =>
    callRoutePageAt<typeof eventRoutes.list>(
      { method: 'GET', path: '/api/events' },
      { query: { ...eventsQuery({}), cursor } },
      { signal },
    ),
  );
