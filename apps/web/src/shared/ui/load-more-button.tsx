import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface LoadMoreButtonProps {
  /** A paged query; the button shows while it has another page. */
  query: UseInfiniteQueryResult<unknown>;
  children: ReactNode;
}

/** The foot of a paged admin list: the next page on request, busy while it comes. */
export function LoadMoreButton({ query, children }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
