/**
 * A paged list (docs/decisions/028-lists-page.md) in the shape every list screen already
 * renders: `data` is every item loaded so far, so QueryList and AdminList take it as they take
 * a whole list; `total` is how many the server holds, and the query drives LoadMore.
 */
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { Page } from '@torch/contract';

/** What `routeInfiniteQuery` (./route-client.ts) builds, or the same written by hand. */
export type PagedListOptions<T, K extends QueryKey = QueryKey> = UseInfiniteQueryOptions<
  Page<T>,
  Error,
  InfiniteData<Page<T>>,
  K,
  string | undefined
>;

export function usePagedList<T, K extends QueryKey = QueryKey>(
  options: PagedListOptions<T, K>,
): UseInfiniteQueryResult<T[], Error> & { total: number } {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...options,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  // Read beside the joined items: the first page's count, which the same render brought.
  const pages = queryClient.getQueryData<InfiniteData<Page<T>>>(options.queryKey);
  return { ...query, total: pages?.pages[0]?.total ?? 0 };
}
