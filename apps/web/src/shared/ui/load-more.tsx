import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { pageLimits } from '@torch/contract';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps {
  /** A paged query; the button shows while it has another page. */
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** "Showing 50 of 1,234 members", when the server told the list's total. */
  count?: { shown: number; total: number; noun: string };
  /** The button's words: "Load more" unless said. */
  children?: ReactNode;
}

/**
 * What the foot of a paged list says it shows: "Showing 50 of 312 posts". A list that fits on
 * one page shows all of itself and says nothing ("Showing 1 of 1" would be noise).
 */
export function listCount(shown: number, total: number, noun: string): LoadMoreProps['count'] {
  return total > pageLimits.default ? { shown, total, noun } : undefined;
}

/** The count of a paged list (`usePagedList`): what is loaded of the server's total. */
export const loadedOf = (list: { data?: unknown[]; total: number }, noun: string) =>
  listCount(list.data?.length ?? 0, list.total, noun);

/**
 * The foot of a paged list (docs/decisions/028-lists-page.md): how much of it is in view, and
 * the next page on request, busy while it comes. The count is a polite live region, so a screen
 * reader hears the list grow; focus stays on the button.
 */
export function LoadMore({ query, count, children }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!count && !query.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      {count && (
        <p className="text-sm text-ink-600" aria-live="polite">
          {t('showingShownOfTotalNoun', 'Showing {{shown}} of {{total}} {{noun}}', {
            shown: count.shown.toLocaleString('en'),
            total: count.total.toLocaleString('en'),
            noun: count.noun,
          })}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {children ?? t('loadMore', 'Load more')}
        </Button>
      )}
    </div>
  );
}
