/** The new-converts form and its admin list, over the routes declared in the contract. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newConvertRoutes } from '@torch/contract';
import { callRoute, useBodyMutation } from '../../../shared/api/route-client';

export const newConvertKeys = {
  all: ['new-converts'] as const,
};

/** Admins only: it holds phone numbers of new believers. */
export function newConvertsQueryOptions() {
  return queryOptions({
    queryKey: newConvertKeys.all,
    queryFn: ({ signal }) => callRoute(newConvertRoutes.list, {}, { signal }),
  });
}

export const useNewConverts = () => useQuery(newConvertsQueryOptions());
/** Someone who has just given their life to Christ says hello. */
export const useSubmitNewConvert = () =>
  useBodyMutation(newConvertRoutes.submit, newConvertKeys.all);
