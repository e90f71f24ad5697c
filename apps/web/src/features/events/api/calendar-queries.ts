/**
 * The church's time zone for online calendar links, asked for when someone opens "Add to
 * calendar" (docs/events.md#calendar-feeds). Zod-free, as the events page's first screen is.
 */
import { queryOptions } from '@tanstack/react-query';
import type { eventCalendarRoutes } from '@torch/contract';
import { callRouteAt } from '../../../shared/api/route-client';

export function calendarSettingsQueryOptions() {
  return queryOptions({
    // Not under eventKeys.all: an event's edit does not change the zone.
    queryKey: ['event-calendar-settings'] as const,
    queryFn: ({ signal }) =>
      callRouteAt<typeof eventCalendarRoutes.settings>(
        { method: 'GET', path: '/api/events/calendar-settings' },
        {},
        { signal },
      ),
    // The zone changes only with the server's configuration.
    staleTime: Infinity,
  });
}

/**
 * The church's time zone for entering and showing times (the registration closing time). The
 * one place the web app learns it, so it can move to the church settings without its users
 * changing.
 */
export const churchTimeZoneQueryOptions = () =>
  queryOptions({ ...calendarSettingsQueryOptions(), select: (settings) => settings.timeZone });
