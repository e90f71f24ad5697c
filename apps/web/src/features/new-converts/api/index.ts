/** The new-converts form and its admin list, over the routes declared in the contract. */
import { newConvertRoutes } from '@torch/contract';
import { routeInfiniteQuery, useBodyMutation } from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export const newConvertKeys = {
  all: ['new-converts'] as const,
};

export interface NewConvertFilters {
  /** Any part of the name; empty for none. */
  q: string;
  /** One country, any case; empty for every one. */
  country: string;
}

/** Admins only: it holds phone numbers of new believers. A page at a time, newest first. */
export function newConvertsQueryOptions({ q, country }: NewConvertFilters) {
  const filters = { ...(q ? { q } : {}), ...(country ? { country } : {}) };
  return routeInfiniteQuery([...newConvertKeys.all, filters], newConvertRoutes.list, filters);
}

export const useNewConverts = (filters: NewConvertFilters) =>
  usePagedList(newConvertsQueryOptions(filters));
/** Someone who has just given their life to Christ says hello. */
export const useSubmitNewConvert = () =>
  useBodyMutation(newConvertRoutes.submit, newConvertKeys.all);
