import type { NewsletterSubscriber } from '@torch/contract';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { adminTableFrame } from '../../../shared/ui/admin-table-frame';
import { useDeleteQuestion } from '../../../shared/ui/delete-question';
import { ExportCsvButton } from '../../../shared/ui/export-csv-button';
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

  return (
    <AdminScreen
      title="Newsletter Subscribers"
      summary={
        counted.data === undefined
          ? 'People who signed up for news from Torch.'
          : `${total} ${total === 1 ? 'person has' : 'people have'} signed up for news from Torch.`
      }
      actions={<ExportCsvButton download={download} disabled={total === 0} />}
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
        frame={adminTableFrame(
          'grid-cols-[1fr_12rem_7rem]',
          <>
            <span>Email</span>
            <span>Subscribed</span>
            <span className="sr-only">Actions</span>
          </>,
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
