import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { LoadMore } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import { usePublicPrayerRequests } from '../api';
import { useLivePrayerRequests } from '../api/use-live-prayer-requests';
import { activeRequestsText } from '../lib/prayer-age';
import { LiveUpdatesBadge } from './live-updates-badge';
import { PrayerWallItem } from './prayer-wall-item';
import { useTranslation } from 'react-i18next';

/**
 * The public requests, newest first, a page at a time, kept current by the socket and the 30 s
 * refetch; the count is the server's.
 */
export function PrayerWall() {
  const { t } = useTranslation();
  const wall = usePublicPrayerRequests();
  const { state } = useLivePrayerRequests();
  // Ages are measured from the wall's last update; every refetch or push moves it on.
  const now = new Date(wall.dataUpdatedAt);

  return (
    <section aria-labelledby="prayer-wall-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prayer-wall-heading" className="text-3xl font-semibold">
          {t('prayerWall', 'Prayer Wall')}
        </h2>
        <LiveUpdatesBadge state={state} />
      </div>

      {wall.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('loadingPrayerRequests', 'Loading prayer requests…')} />
        </div>
      ) : wall.isError ? (
        <LoadError
          title={t('thePrayerWallCouldNotBeLoaded', 'The Prayer Wall could not be loaded')}
          error={wall.error}
          phrase={(reason) =>
            t('errorLoadingRequestsError', 'Error loading requests: {{error}}', { error: reason })
          }
          onRetry={() => void wall.refetch()}
        />
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
