import type { NewsletterSubscriber } from '@torch/contract';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Button } from '../../../shared/ui/button';
import { useDeleteQuestion } from '../../../shared/ui/delete-question';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore } from '../../../shared/ui/load-more';
import {
  useDownloadSubscribersCsv,
  useRemoveSubscriber,
  useSubscribers,
  useSubscriberTotal,
} from '../api';
import { SubscriberRow } from '../components/subscriber-row';

/** Everyone who signed up through the footer's newsletter form: count, list, export, remove. */
export function AdminSubscribersPage() {
  const subscribers = useSubscribers();
  const counted = useSubscriberTotal();
  const download = useDownloadSubscribersCsv();
  const removal = useDeleteQuestion<NewsletterSubscriber>(useRemoveSubscriber(), {
    title: 'Remove this subscriber?',
    question: (subscriber) => `${subscriber.email} will no longer receive news from Torch.`,
    confirmLabel: 'Remove',
    done: 'Subscriber removed.',
    failed: 'Remove failed',
    fallback: UNKNOWN_ERROR_MESSAGE,
    waits: true,
  });

  const total = counted.data ?? 0;

  const exportCsv = () =>
    download.mutate(undefined, {
      onError: (error) =>
        toast.error(`Export failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });

  return (
    <AdminScreen
      title="Newsletter Subscribers"
      summary={
        counted.data === undefined
          ? 'People who signed up for news from Torch.'
          : `${total} ${total === 1 ? 'person has' : 'people have'} signed up for news from Torch.`
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
    >
      <AdminList
        query={subscribers}
        label="Subscribers"
        loadingLabel="Loading subscribers…"
        errorTitle="Subscribers could not be loaded"
        empty={{
          icon: 'mail',
          title: 'No subscribers yet.',
          description: 'Sign-ups from the newsletter form in the site footer appear here.',
        }}
        className="divide-y divide-ink-100"
        frame={(list) => (
          <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm">
            <div
              aria-hidden="true"
              className="hidden grid-cols-[1fr_12rem_7rem] gap-4 border-b border-ink-100 bg-cream-50 px-5 py-3 text-xs font-semibold tracking-[0.15em] text-ink-500 uppercase sm:grid"
            >
              <span>Email</span>
              <span>Subscribed</span>
              <span className="sr-only">Actions</span>
            </div>
            {list}
          </div>
        )}
        footer={<LoadMore query={subscribers} />}
      >
        {(subscriber) => (
          <SubscriberRow key={subscriber._id} subscriber={subscriber} onRemove={removal.ask} />
        )}
      </AdminList>
      {removal.dialog}
    </AdminScreen>
  );
}
