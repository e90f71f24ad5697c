import type { NewsletterSubscriber } from '@torch/contract';
import { unknownErrorMessage } from '../../../shared/api/http-client';
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
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

/** Everyone who signed up through the footer's newsletter form: count, list, export, remove. */
export function AdminSubscribersPage() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const subscribers = useSubscribers();
  const counted = useSubscriberTotal();
  const download = useDownloadSubscribersCsv();
  const removal = useDeleteQuestion<NewsletterSubscriber>(useRemoveSubscriber(), {
    title: t('removeThisSubscriber', 'Remove this subscriber?'),
    question: (subscriber) =>
      t(
        'emailWillNoLongerReceiveNewsFromShortname',
        '{{email}} will no longer receive news from {{shortName}}.',
        { email: subscriber.email, shortName },
      ),
    confirmLabel: t('remove', 'Remove'),
    done: t('subscriberRemoved', 'Subscriber removed.'),
    failed: t('removeFailed', 'Remove failed'),
    fallback: unknownErrorMessage(),
    waits: true,
  });

  const total = counted.data ?? 0;

  return (
    <AdminScreen
      title={t('newsletterSubscribers', 'Newsletter Subscribers')}
      summary={
        counted.data === undefined
          ? t(
              'peopleWhoSignedUpForNewsFromShortname',
              'People who signed up for news from {{shortName}}.',
              {
                shortName,
              },
            )
          : t('countPeopleHaveSignedUpForNewsFromShortname', {
              count: total,
              shortName,
              defaultValue_one: '{{count}} person has signed up for news from {{shortName}}.',
              defaultValue_other: '{{count}} people have signed up for news from {{shortName}}.',
            })
      }
      actions={<ExportCsvButton download={download} disabled={total === 0} />}
    >
      <AdminList
        query={subscribers}
        label={t('subscribers', 'Subscribers')}
        loadingLabel={t('loadingSubscribers', 'Loading subscribers…')}
        errorTitle={t('subscribersCouldNotBeLoaded', 'Subscribers could not be loaded')}
        empty={{
          icon: 'mail',
          title: t('noSubscribersYet', 'No subscribers yet.'),
          description: t(
            'signupsFromTheNewsletterFormInTheSiteFooterAppearHere',
            'Sign-ups from the newsletter form in the site footer appear here.',
          ),
        }}
        className="divide-y divide-ink-100"
        frame={adminTableFrame(
          'grid-cols-[1fr_12rem_7rem]',
          <>
            <span>{t('email', 'Email')}</span>
            <span>{t('subscribed', 'Subscribed')}</span>
            <span className="sr-only">{t('actions', 'Actions')}</span>
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
