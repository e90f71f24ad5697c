/**
 * A paged list (docs/decisions/028-lists-page.md) in the shape every list screen already
 * renders: `data` is every item loaded so far, so QueryList and AdminList take it as they take
 * a whole list; `total` is how many the server holds, and the query drives LoadMore.
 */
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@torch/contract';

type PagedListOptions<T> = {
  queryKey: QueryKey;
  queryFn: (context: { pageParam: string | undefined; signal: AbortSignal }) => Promise<Page<T>>;
  initialPageParam: string | undefined;
  getNextPageParam: (last: Page<T>) => string | undefined;
};

export function usePagedList<T>(options: PagedListOptions<T>) {
  const query = useInfiniteQuery<
    Page<T>,
    Error,
    InfiniteData<Page<T>>,
    QueryKey,
    string | undefined
  >(options);
  const pages = query.data?.pages;
  return {
    ...query,
    data: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? 0,
  };
}
