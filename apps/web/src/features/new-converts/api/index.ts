/** The new-converts form and its admin list, over the routes declared in the contract. */
import { useQuery } from '@tanstack/react-query';
import { newConvertRoutes } from '@torch/contract';
import { useBodyMutation, routeQuery } from '../../../shared/api/route-client';

export const newConvertKeys = {
  all: ['new-converts'] as const,
};

/** Admins only: it holds phone numbers of new believers. */
export function newConvertsQueryOptions() {
  return routeQuery(newConvertKeys.all, newConvertRoutes.list);
}

export const useNewConverts = () => useQuery(newConvertsQueryOptions());
/** Someone who has just given their life to Christ says hello. */
export const useSubmitNewConvert = () =>
  useBodyMutation(newConvertRoutes.submit, newConvertKeys.all);
