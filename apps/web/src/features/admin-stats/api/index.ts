/**
 * The dashboard's figures (docs/product.md#dashboard), over the routes declared in the contract.
 * Every figure stays current the same way: every 30 s, fresh for 15 s, 1 retry.
 */
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { adminStatsRoutes, type Event, type RouteInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { callRoute } from '../../../shared/api/route-client';

export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardPolling = {
  refetchInterval: DASHBOARD_REFRESH_MS,
  staleTime: 15_000,
  retry: 1,
} as const;

export const DASHBOARD_EVENT_LIMIT = 3;

export const adminStatsKeys = {
  stats: ['admin', 'stats'] as const,
  userGrowth: ['admin', 'user-growth'] as const,
  ministryStats: ['admin', 'ministry-stats'] as const,
  prayerStats: ['admin', 'prayer-stats'] as const,
  // Under 'events' so saving an event refreshes the card too.
  events: ['events', { upcoming: true, limit: DASHBOARD_EVENT_LIMIT }, 'dashboard'] as const,
};

type FigureRoute = (typeof adminStatsRoutes)[keyof typeof adminStatsRoutes];

function figureQuery<R extends FigureRoute, K extends QueryKey>(route: R, queryKey: K) {
  return queryOptions({
    queryKey,
    // The figures take no params, query or body.
    queryFn: ({ signal }) => callRoute(route, {} as RouteInput<R>, { signal }),
    ...dashboardPolling,
  });
}

/** The totals of every kind of content, with trends. */
export const adminStatsQueryOptions = () =>
  figureQuery(adminStatsRoutes.stats, adminStatsKeys.stats);
/** Members over the last 30 days. */
export const userGrowthQueryOptions = () =>
  figureQuery(adminStatsRoutes.userGrowth, adminStatsKeys.userGrowth);
/** Teams, volunteers and pending applications. */
export const ministryStatsQueryOptions = () =>
  figureQuery(adminStatsRoutes.ministryStats, adminStatsKeys.ministryStats);
/** Prayer requests, answered and pending. */
export const prayerStatsQueryOptions = () =>
  figureQuery(adminStatsRoutes.prayerStats, adminStatsKeys.prayerStats);

/** The next three events for the dashboard card (the events' own list, limited). */
export function dashboardEventsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsKeys.events,
    queryFn: ({ signal }) =>
      apiRequest<Event[]>(`/api/events?limit=${DASHBOARD_EVENT_LIMIT}&upcoming=true`, { signal }),
    ...dashboardPolling,
  });
}

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
export const useUserGrowth = () => useQuery(userGrowthQueryOptions());
export const useMinistryStats = () => useQuery(ministryStatsQueryOptions());
export const usePrayerStats = () => useQuery(prayerStatsQueryOptions());
export const useDashboardEvents = () => useQuery(dashboardEventsQueryOptions());
