/** GET /api/events: every event, or the next few (`upcoming`, `limit`) for the home page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';

export interface EventListParams {
  upcoming?: boolean;
  limit?: number;
}

/** Every events query starts with this key, so one invalidation refreshes all of them. */
export const eventsQueryKey = ['events'] as const;

export function getEvents(params: EventListParams = {}, signal?: AbortSignal): Promise<Event[]> {
  const search = new URLSearchParams();
  if (params.upcoming) search.set('upcoming', 'true');
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  const query = search.toString();
  return apiRequest<Event[]>(`/api/events${query ? `?${query}` : ''}`, { signal });
}

export function eventsQueryOptions(params: EventListParams = {}) {
  return queryOptions({
    queryKey: [...eventsQueryKey, params],
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

export function useEvents(params: EventListParams = {}) {
  return useDeferredRead(useQuery(eventsQueryOptions(params)));
}
