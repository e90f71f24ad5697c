/** GET /api/events?limit=3&upcoming=true: the next three events for the dashboard card. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { dashboardPolling } from './dashboard-polling';

export const DASHBOARD_EVENT_LIMIT = 3;

export function getDashboardEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiRequest<Event[]>(`/api/events?limit=${DASHBOARD_EVENT_LIMIT}&upcoming=true`, {
    signal,
  });
}

export function dashboardEventsQueryOptions() {
  return queryOptions({
    // Under 'events' so saving an event refreshes the card too.
    queryKey: ['events', { upcoming: true, limit: DASHBOARD_EVENT_LIMIT }, 'dashboard'],
    queryFn: ({ signal }) => getDashboardEvents(signal),
    ...dashboardPolling,
  });
}

export function useDashboardEvents() {
  return useQuery(dashboardEventsQueryOptions());
}
