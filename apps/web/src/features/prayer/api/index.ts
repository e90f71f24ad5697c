/** The prayer wall's data: queries and mutations over the routes declared in the contract. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { prayerRoutes } from '@torch/contract';
import {
  callRoute,
  useBodyMutation,
  useDeleteMutation,
  routeQuery,
} from '../../../shared/api/route-client';

/** The wall refetches every 30 s, fresh for 15 s (docs/product.md#prayer-wall). */
export const PRAYER_WALL_REFETCH_MS = 30_000;
export const PRAYER_WALL_STALE_MS = 15_000;

export const prayerKeys = {
  all: ['prayer-requests'] as const,
  public: ['prayer-requests', 'public'] as const,
  admin: ['prayer-requests', 'admin'] as const,
};

/** The wall: on window focus and with 2 retries too; the socket pushes new ones in between. */
export function publicPrayerRequestsQueryOptions() {
  return queryOptions({
    queryKey: prayerKeys.public,
    queryFn: ({ signal }) => callRoute(prayerRoutes.listPublic, {}, { signal }),
    refetchInterval: PRAYER_WALL_REFETCH_MS,
    staleTime: PRAYER_WALL_STALE_MS,
    refetchOnWindowFocus: true,
    retry: 2,
  });
}

/** Every request, public and private, for the prayer team. */
export function allPrayerRequestsQueryOptions() {
  return routeQuery(prayerKeys.admin, prayerRoutes.listAll);
}

export const usePublicPrayerRequests = () => useQuery(publicPrayerRequestsQueryOptions());
export const useAllPrayerRequests = () => useQuery(allPrayerRequestsQueryOptions());

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
