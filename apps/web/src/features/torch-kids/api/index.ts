/** The Torch Stars texts: queries and mutations over the routes declared in the contract. */
import { useQuery } from '@tanstack/react-query';
import { torchKidsRoutes } from '@torch/contract';
import { useBodyMutation, routeQuery } from '../../../shared/api/route-client';

/** The public page and the editor both sit under `all`; a save refreshes both. */
export const torchKidsKeys = {
  all: ['torch-kids'] as const,
  public: () => [...torchKidsKeys.all, 'public'] as const,
  admin: () => [...torchKidsKeys.all, 'admin'] as const,
};

export function torchKidsQueryOptions() {
  return routeQuery(torchKidsKeys.public(), torchKidsRoutes.get);
}

export function adminTorchKidsQueryOptions() {
  return routeQuery(torchKidsKeys.admin(), torchKidsRoutes.getForAdmin);
}

export const useAdminTorchKids = () => useQuery(adminTorchKidsQueryOptions());
export const useUpdateTorchKidsMutation = () =>
  useBodyMutation(torchKidsRoutes.save, torchKidsKeys.all);
