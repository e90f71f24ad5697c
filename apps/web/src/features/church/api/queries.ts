/**
 * The church's settings as every page reads them (docs/configuration.md#church-settings). The
 * header and footer are on the first screen, whose bundle must not carry zod (see callRouteAt):
 * the route is addressed by method and path, and the defaults come from a zod-free module.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultChurchSettings, type ChurchSettingsRead, type churchRoutes } from '@torch/contract';
import { callRouteAt } from '../../../shared/api/route-client';

export const churchKeys = {
  settings: ['church'] as const,
};

export function churchQueryOptions() {
  return queryOptions({
    queryKey: churchKeys.settings,
    queryFn: ({ signal }): Promise<ChurchSettingsRead> =>
      callRouteAt<typeof churchRoutes.get>({ method: 'GET', path: '/api/church' }, {}, { signal }),
    // Torch Fellowship's values until the answer comes, so the first paint never waits for it.
    placeholderData: defaultChurchSettings,
    // The socket brings every change (church-updated); a read now and then covers a missed one.
    staleTime: 5 * 60_000,
  });
}

export const useChurchQuery = () => useQuery(churchQueryOptions());
