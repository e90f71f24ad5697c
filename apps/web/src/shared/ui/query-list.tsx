import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

export interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
  /** Shown when the list loaded and is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The three states every admin list passes through before it has rows: loading, failed, empty. */
export function QueryList<T>({
  query,
  loadingLabel,
  errorTitle,
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
  if (query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
