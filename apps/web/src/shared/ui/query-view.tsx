import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** A query, or a paged one whose pages its hook joins into one value. */
export type LoadedQuery<T> = UseQueryResult<T> | UseInfiniteQueryResult<T>;

export interface QueryViewProps<T> {
  query: LoadedQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * The two states an admin screen passes through before it has its data: a spinner with its
 * label, then, if the request failed, the reason with Try again.
 */
export function QueryView<T>({ query, loadingLabel, errorTitle, children }: QueryViewProps<T>) {
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
  return <>{children(query.data)}</>;
}
