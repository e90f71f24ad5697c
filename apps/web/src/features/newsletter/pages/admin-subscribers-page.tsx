import type { NewsletterSubscriber } from '@torch/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { longDate } from '../../../shared/lib/format-date';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDownloadSubscribersCsv, useRemoveSubscriber, useSubscribers } from '../api';

/** Everyone who signed up through the footer's newsletter form: count, list, export, remove. */
export function AdminSubscribersPage() {
  const subscribers = useSubscribers();
  const remove = useRemoveSubscriber();
  const download = useDownloadSubscribersCsv();
  const [removing, setRemoving] = useState<NewsletterSubscriber | null>(null);

  const total = subscribers.data?.pages[0]?.total ?? 0;
  const shown = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? [];

  const exportCsv = () =>
    download.mutate(undefined, {
      onError: (error) =>
        toast.error(`Export failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing._id, {
      onSuccess: () => toast.success('Subscriber removed.'),
      onError: (error) =>
        toast.error(`Remove failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Newsletter Subscribers"
        summary={
          subscribers.data
            ? `${total} ${total === 1 ? 'person has' : 'people have'} signed up for news from Torch.`
            : 'People who signed up for news from Torch.'
        }
        actions={
          <Button
            variant="outline"
            onClick={exportCsv}
            loading={download.isPending}
            disabled={total === 0}
          >
            {!download.isPending && <Icon name="download" className="size-4" />}
            Export CSV
          </Button>
        }
      />
      {subscribers.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading subscribers…" />
        </div>
      ) : subscribers.isError ? (
        <LoadError
          title="Subscribers could not be loaded"
          message={errorMessage(subscribers.error, 'Please try again.')}
          onRetry={() => void subscribers.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Icon name="mail" className="size-7" />}
          title="No subscribers yet."
          description="Sign-ups from the newsletter form in the site footer appear here."
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm">
            <div
              aria-hidden="true"
              className="hidden grid-cols-[1fr_12rem_7rem] gap-4 border-b border-ink-100 bg-cream-50 px-5 py-3 text-xs font-semibold tracking-[0.15em] text-ink-500 uppercase sm:grid"
            >
              <span>Email</span>
              <span>Subscribed</span>
              <span className="sr-only">Actions</span>
            </div>
            <ul aria-label="Subscribers" className="divide-y divide-ink-100">
              {shown.map((subscriber) => (
                <li
                  key={subscriber._id}
                  className="flex items-center gap-3 px-4 py-3 sm:grid sm:grid-cols-[1fr_12rem_7rem] sm:gap-4 sm:px-5"
                >
                  <div className="min-w-0 flex-1">
                    <a
                      href={`mailto:${subscriber.email}`}
                      className="block font-medium break-all text-ink-900 hover:text-ember-700"
                    >
                      {subscriber.email}
                    </a>
                    <p className="text-sm text-ink-500 sm:hidden">
                      Subscribed {longDate(new Date(subscriber.createdAt))}
                    </p>
                  </div>
                  <time
                    dateTime={subscriber.createdAt}
                    className="hidden text-sm text-ink-600 sm:block"
                  >
                    {longDate(new Date(subscriber.createdAt))}
                  </time>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800 sm:justify-self-end"
                    onClick={() => setRemoving(subscriber)}
                    aria-label={`Remove ${subscriber.email}`}
                  >
                    <Icon name="trash" className="size-4" />
                    {/* On a phone the icon alone, so the address keeps the row's width. */}
                    <span className="max-sm:sr-only">Remove</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          {subscribers.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              loading={subscribers.isFetchingNextPage}
              onClick={() => void subscribers.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove this subscriber?"
        message={removing ? `${removing.email} will no longer receive news from Torch.` : ''}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
