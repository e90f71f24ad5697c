import type { MoreItems } from '../api/use-paged-list';
import { Button } from './button';

/**
 * Under a paged list: how much of it is in view, and a button for the next page. The count is
 * a polite live region, so a screen reader hears the list grow; focus stays on the button.
 */
export function LoadMore({ more, noun }: { more: MoreItems; noun: string }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-600" aria-live="polite">
        Showing {more.shown.toLocaleString('en')} of {more.total.toLocaleString('en')} {noun}
      </p>
      {more.hasMore && (
        <Button variant="outline" loading={more.isLoadingMore} onClick={more.loadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
