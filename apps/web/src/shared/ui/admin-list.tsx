import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Icon, type IconName } from './icon';
import { QueryList, type QueryListLoading } from './query-list';

export interface AdminListEmpty {
  icon: IconName;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export type AdminListProps<T> = QueryListLoading & {
  query: UseQueryResult<T[]>;
  /** The list's accessible name (a public page's list may go without one). */
  label: string | undefined;
  errorTitle: string;
  empty: AdminListEmpty;
  /** The items to show of those loaded, e.g. a tab's. */
  select?: (items: T[]) => T[];
  className?: string;
  /** One item of the list: an `<li>`. */
  children: (item: T, index: number) => ReactNode;
};

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
  className = 'flex flex-col gap-4',
  children,
  ...loading
}: AdminListProps<T>) {
  return (
    <QueryList
      query={query}
      select={select}
      {...loading}
      errorTitle={errorTitle}
      empty={
        <EmptyState
          icon={<Icon name={empty.icon} className="size-7" />}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      }
    >
      {(items) => (
        <ul className={className} aria-label={label}>
          {items.map(children)}
        </ul>
      )}
    </QueryList>
  );
}
