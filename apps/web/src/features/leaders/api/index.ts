/** The leaders' data: queries and mutations over the routes declared in the contract. */
import { useQuery } from '@tanstack/react-query';
import { leaderRoutes } from '@torch/contract';
import {
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
  routeQuery,
} from '../../../shared/api/route-client';

export const leaderKeys = {
  all: ['leaders'] as const,
};

export function leadersQueryOptions() {
  return routeQuery(leaderKeys.all, leaderRoutes.list);
}

export const useLeaders = () => useQuery(leadersQueryOptions());
export const useCreateLeaderMutation = () => useBodyMutation(leaderRoutes.create, leaderKeys.all);
export const useUpdateLeaderMutation = () => useRowMutation(leaderRoutes.update, leaderKeys.all);
export const useDeleteLeaderMutation = () => useDeleteMutation(leaderRoutes.remove, leaderKeys.all);
