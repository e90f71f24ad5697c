import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** A query, or a paged one whose pages its hook joins into one value. */
export type LoadedQuery<T> = UseQueryResult<T> | UseInfiniteQueryResult<T>;

/** While loading: a spinner with its label, or placeholders in the shape of what is coming. */
export type QueryLoading =
  | { loadingLabel: string; placeholder?: never }
  | { placeholder: ReactNode; loadingLabel?: never };

export type QueryViewProps<T> = QueryLoading & {
  query: LoadedQuery<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
};

/**
 * The two states a screen passes through before it has its data: a spinner with its label (or
 * placeholders), then, if the request failed, the reason with Try again.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  placeholder,
  errorTitle,
  children,
}: QueryViewProps<T>) {
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
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
