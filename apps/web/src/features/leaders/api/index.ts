/** The leaders' data: queries and mutations over the routes declared in the contract. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderRoutes } from '@torch/contract';
import {
  callRoute,
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
} from '../../../shared/api/route-client';

export const leaderKeys = {
  all: ['leaders'] as const,
};

export function leadersQueryOptions() {
  return queryOptions({
    queryKey: leaderKeys.all,
    queryFn: ({ signal }) => callRoute(leaderRoutes.list, {}, { signal }),
  });
}

export const useLeaders = () => useQuery(leadersQueryOptions());
export const useCreateLeaderMutation = () => useBodyMutation(leaderRoutes.create, leaderKeys.all);
export const useUpdateLeaderMutation = () => useRowMutation(leaderRoutes.update, leaderKeys.all);
export const useDeleteLeaderMutation = () => useDeleteMutation(leaderRoutes.remove, leaderKeys.all);
