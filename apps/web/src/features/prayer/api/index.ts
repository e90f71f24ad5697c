/** The prayer wall's data: queries and mutations over the routes declared in the contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { prayerRoutes, type PrayerFilter } from '@torch/contract';
import {
  routeCountQuery,
  callRoute,
  routeInfiniteQuery,
  useBodyMutation,
  useDeleteMutation,
} from '../../../shared/api/route-client';
import { socketConnection } from '../../../shared/api/socket-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

/**
 * The wall refetches every 30 s while the socket is down, fresh for 15 s
 * (docs/product.md#prayer-wall); while it is up the socket's events keep it current.
 */
export const PRAYER_WALL_REFETCH_MS = 30_000;
export const PRAYER_WALL_STALE_MS = 15_000;

export const prayerKeys = {
  all: ['prayer-requests'] as const,
  public: ['prayer-requests', 'public'] as const,
  admin: ['prayer-requests', 'admin'] as const,
};

/**
 * The wall, a page at a time: on window focus and with 2 retries too; the socket pushes new
 * ones in between.
 */
export function publicPrayerRequestsQueryOptions() {
  return {
    ...routeInfiniteQuery(prayerKeys.public, prayerRoutes.listPublic),
    refetchInterval: () => (socketConnection.isConnected() ? false : PRAYER_WALL_REFETCH_MS),
    staleTime: PRAYER_WALL_STALE_MS,
    refetchOnWindowFocus: true,
    retry: 2,
  };
}

export interface AdminPrayerFilters {
  status: PrayerFilter;
  /** Any part of the name or the request; empty for none. */
  q: string;
}

/** The prayer team's list, a page at a time: one tab and a search, both asked of the server. */
export function adminPrayerRequestsQueryOptions({ status, q }: AdminPrayerFilters) {
  const filters = { status, ...(q ? { q } : {}) };
  return routeInfiniteQuery([...prayerKeys.admin, 'list', filters], prayerRoutes.listAll, filters);
}

/** How many requests one tab holds, from the server's count (a page of one is read). */
export function prayerCountQueryOptions(status: PrayerFilter) {
  return routeCountQuery([...prayerKeys.admin, 'count', status], prayerRoutes.listAll, { status });
}

export const usePublicPrayerRequests = () => usePagedList(publicPrayerRequestsQueryOptions());
export const useAdminPrayerRequests = (filters: AdminPrayerFilters) =>
  usePagedList(adminPrayerRequestsQueryOptions(filters));
export const usePrayerCount = (status: PrayerFilter) => useQuery(prayerCountQueryOptions(status));

/** Anyone may ask for prayer; a member's account comes from the token. */
export const useSubmitPrayerRequest = () => useBodyMutation(prayerRoutes.submit, prayerKeys.public);

export interface PrayerRequestUpdate {
  id: string;
  changes: { is_answered: boolean } | { is_private: boolean };
}

/** Mark answered or not, make public or private. */
export function useUpdatePrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: PrayerRequestUpdate) =>
      callRoute(prayerRoutes.update, { params: { id }, body: changes }),
    // Both lists: privacy decides what the public wall shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: prayerKeys.all }),
  });
}

export const useDeletePrayerRequest = () => useDeleteMutation(prayerRoutes.remove, prayerKeys.all);
