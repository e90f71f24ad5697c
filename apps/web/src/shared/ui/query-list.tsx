import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** While loading: a spinner with its label, or placeholders in the shape of what is coming. */
export type QueryListLoading =
  | { loadingLabel: string; placeholder?: never }
  | { placeholder: ReactNode; loadingLabel?: never };

export type QueryListProps<T> = QueryListLoading & {
  query: UseQueryResult<T[]>;
  errorTitle: string;
  /** The items to show of those loaded, e.g. those a search matches. */
  select?: (items: T[]) => T[];
  /** Shown when the list loaded and is empty (or nothing was selected). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** The three states every list passes through before it has rows: loading, failed, empty. */
export function QueryList<T>({
  query,
  loadingLabel,
  placeholder,
  errorTitle,
  select,
  empty,
  children,
}: QueryListProps<T>) {
  if (query.isPending) {
    if (placeholder) return <>{placeholder}</>;
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
