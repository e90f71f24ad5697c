import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

export interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
  /** The items to show of those loaded, e.g. those a search matches. */
  select?: (items: T[]) => T[];
  /** Shown when the list loaded and is empty (or nothing was selected). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The three states every admin list passes through before it has rows: loading, failed, empty. */
export function QueryList<T>({
  query,
  loadingLabel,
  errorTitle,
  select,
  empty,
  children,
}: QueryListProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        message={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = select ? select(query.data) : query.data;
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}
