/**
 * A paged list (docs/decisions/028-lists-page.md) in the shape every list screen already
 * renders: `data` is every item loaded so far, so QueryList and AdminList take it as they take
 * a whole list, and `more` drives the "Load more" button under it.
 */
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@torch/contract';

export interface MoreItems {
  /** Items loaded so far, and how many the list holds on the server. */
  shown: number;
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

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
  const items = pages?.flatMap((page) => page.items);
  const more: MoreItems = {
    shown: items?.length ?? 0,
    total: pages?.[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
  return { ...query, data: items, more };
}
