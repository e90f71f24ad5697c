import { useQuery } from '@tanstack/react-query';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';
import { paths } from '../../../shared/config/paths';
import { Badge } from '../../../shared/ui/badge';
import { ButtonLink } from '../../../shared/ui/button-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { Skeleton } from '../../../shared/ui/skeleton';
import { HOME_EVENT_COUNT, upcomingEventsQueryOptions } from '../api/queries';
import { useChurch } from '../../church';
import { demoEvents } from '../lib/demo-events';
import { asGatherings } from '../lib/weekly-fellowship';
import { UpcomingEventCard } from './upcoming-event-card';
import { useTranslation } from 'react-i18next';

/**
 * The home page's next three events. Demo events stand in only when the call fails, and say
 * so.
 */
export function UpcomingEventsSection() {
  const { t } = useTranslation();
  const query = useDeferredRead(useQuery(upcomingEventsQueryOptions()));
  const demoMode = query.isError;
  const church = useChurch();
  const events = demoMode ? demoEvents(church) : asGatherings(query.data ?? [], church);

  return (
    <section aria-labelledby="upcoming-events-heading" className="bg-cream-100">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
              {t('whatsOn', 'What’s on')}
            </p>
            <h2
              id="upcoming-events-heading"
              className="mt-3 flex flex-wrap items-center gap-3 text-3xl font-semibold sm:text-4xl"
            >
              {t('upcomingEvents', 'Upcoming Events')}
              {demoMode && (
                <Badge tone="gold" className="font-sans text-sm">
                  {t('demoMode', '(Demo Mode)')}
                </Badge>
              )}
            </h2>
          </div>
          <ButtonLink to={paths.events} variant="ghost" className="self-start sm:self-auto">
            {t('viewAllEvents', 'View All Events')}
            <Icon name="arrowRight" className="size-4" />
          </ButtonLink>
        </div>

        <div className="mt-10">
          {query.isPending ? (
            <div className="grid gap-6 md:grid-cols-3" aria-busy="true">
              <span role="status" className="sr-only">
                {t('loadingUpcomingEvents', 'Loading upcoming events…')}
              </span>
              {Array.from({ length: HOME_EVENT_COUNT }, (_, index) => (
                <Skeleton key={index} className="h-[28rem] rounded-3xl" />
              ))}
            </div>
          ) : events.length === 0 ? (
            <EmptyState
              icon={<Icon name="calendar" className="size-7" />}
              title={t('noEventsScheduled', 'No Events Scheduled')}
              description={t(
                'noEventsScheduledWeeklyDescription',
                'New gatherings are added often, and the church meets every week.',
              )}
              action={
                <ButtonLink to={paths.events}>{t('viewAllEvents', 'View All Events')}</ButtonLink>
              }
            />
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {events.map((event, index) => (
                <li key={event._id}>
                  <UpcomingEventCard event={event} featured={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
