/** The leaders' data: queries and mutations over the routes declared in the contract. */
import { leaderRoutes } from '@torch/contract';
import {
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
  routeInfiniteQuery,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export const leaderKeys = {
  all: ['leaders'] as const,
};

/** The leaders in the order they were added, a page at a time (docs/decisions/028-lists-page.md). */
export function leadersQueryOptions() {
  return routeInfiniteQuery(leaderKeys.all, leaderRoutes.list);
}

export const useLeaders = () => usePagedList(leadersQueryOptions());
export const useCreateLeaderMutation = () => useBodyMutation(leaderRoutes.create, leaderKeys.all);
export const useUpdateLeaderMutation = () => useRowMutation(leaderRoutes.update, leaderKeys.all);
export const useDeleteLeaderMutation = () => useDeleteMutation(leaderRoutes.remove, leaderKeys.all);
