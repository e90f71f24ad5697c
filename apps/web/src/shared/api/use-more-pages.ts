/**
 * Load more under a landing page's list (Events, Blog, Teachings) whose first page is a plain
 * query: the entry fetches that page before the app's code arrives and fills the query's cache
 * entry with the array alone (docs/decisions/026), so its key, its request and its shape stay as
 * they are, and this hook pages beside it (docs/decisions/028-lists-page.md).
 *
 * The next cursor and the total travel in the first answer's headers, which the cached array has
 * lost. Only a full first page can have a second, so only then does this ask for the first page
 * again, at the same address, with its headers: the HTTP client kept that answer's ETag, so the
 * server replies with a bodiless 304 and the repeat costs a few headers. Its pages then replace
 * the first query's array, so every later page follows the cursor of the page it was read with.
 */
import {
  useInfiniteQuery,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { pageLimits, type Page } from '@torch/contract';

export type FetchPage<T> = (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>;

export interface MorePages {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'> & {
    total: number;
  };
}

export function useMorePages<T>(
  first: UseQueryResult<T[]>,
  pagesKey: QueryKey,
  fetchPage: FetchPage<T>,
): { query: UseQueryResult<T[]>; more: MorePages['query'] } {
  const loaded = first.data;
  const full = (loaded?.length ?? 0) >= pageLimits.default;
  const pages = useInfiniteQuery({
    queryKey: pagesKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: full,
  });
  const paged = full ? pages.data : undefined;
  const data = paged ? paged.pages.flatMap((page) => page.items) : loaded;
  return {
    query: { ...first, data } as UseQueryResult<T[]>,
    more: {
      hasNextPage: Boolean(paged) && pages.hasNextPage,
      isFetchingNextPage: pages.isFetchingNextPage,
      fetchNextPage: pages.fetchNextPage,
      total: paged?.pages[0]?.total ?? data?.length ?? 0,
    },
  };
}
