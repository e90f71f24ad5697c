import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Icon, type IconName } from './icon';
import { listCount, LoadMore, type LoadMoreProps } from './load-more';
import { QueryList } from './query-list';
import type { LoadedQuery, QueryLoading } from './query-view';

export interface AdminListEmpty {
  icon: IconName;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export type AdminListProps<T> = QueryLoading & {
  /** The items, or pages of them that the query's hook joins into one list. */
  query: LoadedQuery<T[]>;
  /** The list's accessible name (a public page's list may go without one). */
  label: string | undefined;
  errorTitle: string;
  /** Nothing has been loaded at all. */
  empty: AdminListEmpty;
  /** The items to show of those loaded, e.g. a tab's or a search's. */
  select?: (items: T[]) => T[];
  /** Items were loaded but `select` kept none; the same as `empty` unless given. */
  noMatch?: AdminListEmpty;
  /**
   * What stands around the list once something has loaded (counts, a search, tabs, a table's
   * column heads), given the list (or `noMatch`) and every loaded item.
   */
  frame?: (list: ReactNode, items: T[]) => ReactNode;
  /** Under the list once something has loaded, e.g. the button that loads more. */
  footer?: ReactNode;
  /**
   * A paged list (shared/api/use-paged-list.ts): "Showing 50 of 312 posts" from the server's
   * total, and Load more while another page waits (docs/decisions/028-lists-page.md).
   */
  more?: { query: LoadMoreProps['query'] & { total: number }; noun: string };
  className?: string;
  /** One item of the list: an `<li>`. */
  children: (item: T, index: number) => ReactNode;
};

function emptyState({ icon, title, description, action }: AdminListEmpty) {
  return (
    <EmptyState
      icon={<Icon name={icon} className="size-7" />}
      title={title}
      description={description}
      action={action}
    />
  );
}

/**
 * Every admin list screen's one shape: loading, a failure with Try again, an empty state with
 * its way forward, then the items (docs/decisions/024-one-web-shape.md).
 */
export function AdminList<T>({
  query,
  label,
  errorTitle,
  empty,
  select,
  noMatch = empty,
  frame,
  footer,
  more,
  className = 'flex flex-col gap-4',
  children,
  ...loading
}: AdminListProps<T>) {
  return (
    <QueryList query={query} {...loading} errorTitle={errorTitle} empty={emptyState(empty)}>
      {(loaded) => {
        const shown = select ? select(loaded) : loaded;
        const list =
          shown.length === 0 ? (
            emptyState(noMatch)
          ) : (
            <ul className={className} aria-label={label}>
              {shown.map(children)}
            </ul>
          );
        const framed = frame ? frame(list, loaded) : list;
        const count = more && listCount(loaded.length, more.query.total, more.noun);
        // Nothing to add, no wrapper either: a pre-rendered list keeps its markup (decision 026).
        const foot =
          footer ??
          (more && (count || more.query.hasNextPage) && (
            <LoadMore query={more.query} count={count} />
          ));
        if (!foot) return framed;
        return (
          <div className="flex flex-col gap-4">
            {framed}
            {foot}
          </div>
        );
      }}
    </QueryList>
  );
}
