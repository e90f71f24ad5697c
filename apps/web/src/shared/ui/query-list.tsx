import type { ReactNode } from 'react';
import { QueryView, type LoadedQuery, type QueryLoading } from './query-view';

export type QueryListProps<T> = QueryLoading & {
  query: LoadedQuery<T[]>;
  errorTitle: string;
  /** The items to show of those loaded, e.g. those a search matches. */
  select?: (items: T[]) => T[];
  /** Shown when the list loaded and is empty (or nothing was selected). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** The three states every list passes through before it has rows: loading, failed, empty. */
export function QueryList<T>({ select, empty, children, ...view }: QueryListProps<T>) {
  return (
    <QueryView {...view}>
      {(loaded) => {
        const items = select ? select(loaded) : loaded;
        return items.length === 0 ? empty : children(items);
      }}
    </QueryView>
  );
}
