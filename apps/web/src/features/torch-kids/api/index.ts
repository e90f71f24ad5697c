/** The Torch Stars texts: queries and mutations over the routes declared in the contract. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { torchKidsRoutes } from '@torch/contract';
import { callRoute, useBodyMutation } from '../../../shared/api/route-client';

/** The public page and the editor both sit under `all`; a save refreshes both. */
export const torchKidsKeys = {
  all: ['torch-kids'] as const,
  public: () => [...torchKidsKeys.all, 'public'] as const,
  admin: () => [...torchKidsKeys.all, 'admin'] as const,
};

export function torchKidsQueryOptions() {
  return queryOptions({
    queryKey: torchKidsKeys.public(),
    queryFn: ({ signal }) => callRoute(torchKidsRoutes.get, {}, { signal }),
  });
}

export function adminTorchKidsQueryOptions() {
  return queryOptions({
    queryKey: torchKidsKeys.admin(),
    queryFn: ({ signal }) => callRoute(torchKidsRoutes.getForAdmin, {}, { signal }),
  });
}

export const useAdminTorchKids = () => useQuery(adminTorchKidsQueryOptions());
export const useUpdateTorchKidsMutation = () =>
  useBodyMutation(torchKidsRoutes.save, torchKidsKeys.all);
