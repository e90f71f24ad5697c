import type { ReactNode } from 'react';
import { AdminList, type AdminListProps } from './admin-list';
import { Skeleton } from './skeleton';

export type PublicListProps<T> = Omit<
  AdminListProps<T>,
  'label' | 'loadingLabel' | 'placeholder' | 'className' | 'children'
> & {
  /** The list's layout (a grid of cards, a column); its placeholders take the same. */
  className: string;
  /** The list's accessible name, where the page gives it one. */
  label?: string;
  /**
   * The cards shown while loading: how many, their shape, and what is read out meanwhile
   * (without a label they are silent).
   */
  placeholders: { count: number; className: string; label?: string };
  /** One card; each stands in its own list item, keyed by its row's id. */
  children: (item: T, index: number) => ReactNode;
};

/**
 * A public page's list of cards: the admin list's states and words (./admin-list.tsx), but
 * while it loads, placeholder cards in the list's layout rather than a spinner.
 */
export function PublicList<T extends { _id: string }>({
  placeholders,
  label,
  children,
  ...list
}: PublicListProps<T>) {
  const cards = Array.from({ length: placeholders.count }, (_, index) => (
    <Skeleton key={index} className={placeholders.className} />
  ));
  return (
    <AdminList
      {...list}
      label={label}
      placeholder={
        placeholders.label ? (
          <div className={list.className}>
            <span role="status" className="sr-only">
              {placeholders.label}
            </span>
            {cards}
          </div>
        ) : (
          <div className={list.className} aria-hidden="true">
            {cards}
          </div>
        )
      }
    >
      {(item, index) => <li key={item._id}>{children(item, index)}</li>}
    </AdminList>
  );
}
