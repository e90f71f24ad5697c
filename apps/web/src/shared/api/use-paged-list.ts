/**
 * A paged list (docs/decisions/028-lists-page.md) in the shape every list screen already
 * renders: `data` is every item loaded so far, so QueryList and AdminList take it as they take
 * a whole list; `total` is how many the server holds, and the query drives LoadMore.
 */
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { Page } from '@torch/contract';

/** What `routeInfiniteQuery` (route-client.ts) builds for a paged route. */
type PagedListOptions<T, K extends QueryKey> = UseInfiniteQueryOptions<
  Page<T>,
  Error,
  InfiniteData<Page<T>>,
  K,
  string | undefined
>;

export type PagedList<T> = UseInfiniteQueryResult<T[]> & { total: number };

export function usePagedList<T, K extends QueryKey = QueryKey>(
  options: PagedListOptions<T, K>,
): PagedList<T> {
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages;
  // `data` is set exactly when the query's own data is, so each of the query's states (pending,
  // success, error…) keeps its promise about `data`.
  return {
    ...query,
    data: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? 0,
  } as PagedList<T>;
}
