import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { cn } from '../../../shared/lib/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import { usePublicPrayerRequests } from '../api';
import { useLivePrayerRequests } from '../api/use-live-prayer-requests';
import { activeRequestsText } from '../lib/prayer-age';
import { PrayerWallItem } from './prayer-wall-item';
import { useTranslation } from 'react-i18next';

/**
 * The public requests, newest first, a page at a time, kept current by the socket and the 30 s
 * refetch; the count is the server's.
 */
export function PrayerWall() {
  const { t } = useTranslation();
  const wall = usePublicPrayerRequests();
  const { connected } = useLivePrayerRequests();
  // Ages are measured from the wall's last update; every refetch or push moves it on.
  const now = new Date(wall.dataUpdatedAt);

  return (
    <section aria-labelledby="prayer-wall-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prayer-wall-heading" className="text-3xl font-semibold">
          {t('prayerWall', 'Prayer Wall')}
        </h2>
        <span
          className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800"
          title={
            connected
              ? t('connectedNewRequestsAppearInstantly', 'Connected: new requests appear instantly')
              : t('reconnecting', 'Reconnecting…')
          }
        >
          <span
            aria-hidden="true"
            className={cn(
              'size-2 rounded-full',
              connected ? 'animate-pulse bg-emerald-500' : 'bg-ink-300',
            )}
          />
          {t('liveUpdates', 'Live Updates')}
        </span>
      </div>

      {wall.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('loadingPrayerRequests', 'Loading prayer requests…')} />
        </div>
      ) : wall.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {t('errorLoadingRequestsError', 'Error loading requests: {{error}}', {
            error: errorMessage(wall.error, unknownErrorMessage()),
          })}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {activeRequestsText(wall.total)}
          </p>
          {wall.data.length === 0 ? (
            <EmptyState
              icon={<Icon name="heart" className="size-7" />}
              title={t('noPrayerRequestsYet', 'No prayer requests yet')}
              description={t(
                'beTheFirstToShareARequestAndLetTheChurchPrayWithYou',
                'Be the first to share a request, and let the church pray with you.',
              )}
            />
          ) : (
            <ul
              aria-label={t('publicPrayerRequests', 'Public prayer requests')}
              className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto rounded-3xl bg-cream-100 p-3"
            >
              {wall.data.map((request) => (
                <PrayerWallItem key={request._id} request={request} now={now} />
              ))}
            </ul>
          )}
          <LoadMore query={wall}>{t('loadOlderRequests', 'Load older requests')}</LoadMore>
        </>
      )}
    </section>
  );
}
