import { AdminList, type AdminListProps } from './admin-list';
import { Skeleton } from './skeleton';

export type PublicListProps<T> = Omit<
  AdminListProps<T>,
  'label' | 'loadingLabel' | 'placeholder' | 'className'
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
};

/**
 * A public page's list of cards: the admin list's states and words (./admin-list.tsx), but
 * while it loads, placeholder cards in the list's layout rather than a spinner.
 */
export function PublicList<T>({ placeholders, label, ...list }: PublicListProps<T>) {
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
    />
  );
}
