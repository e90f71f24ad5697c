/**
 * The church's settings as every page reads them (docs/configuration.md#church-settings). The
 * header and footer are on the first screen, whose bundle must not carry zod (see callRouteAt):
 * the route is addressed by method and path, and the defaults come from a zod-free module.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultChurchSettings, type ChurchSettingsRead, type churchRoutes } from '@torch/contract';
import { callRouteAt } from '../../../shared/api/route-client';
import { servedChurchSettings } from '../lib/served-settings';

export const churchKeys = {
  settings: ['church'] as const,
};

export function churchQueryOptions() {
  return queryOptions({
    queryKey: churchKeys.settings,
    queryFn: ({ signal }): Promise<ChurchSettingsRead> =>
      callRouteAt<typeof churchRoutes.get>({ method: 'GET', path: '/api/church' }, {}, { signal }),
    // What the page was served with until the answer comes, so the first paint never waits.
    placeholderData: servedChurchSettings() ?? defaultChurchSettings,
    // A member's socket brings every change at once (church-updated); a visitor, who holds no
    // socket, reads them again every two minutes while the tab is open and on coming back to it.
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
    refetchOnWindowFocus: true,
  });
}

export const useChurchQuery = () => useQuery(churchQueryOptions());
