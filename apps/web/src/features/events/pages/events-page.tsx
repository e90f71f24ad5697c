import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { PublicList } from '../../../shared/ui/public-list';
import { useChurch } from '../../church';
import { useAllEvents } from '../api/queries';
import { CalendarSubscribe } from '../components/calendar-subscribe';
import { EventListItem } from '../components/event-list-item';
import { weeklyGatheringsFor, withoutGatherings } from '../lib/weekly-fellowship';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Events (docs/product.md#events): the church's weekly gatherings first, each under its own
 * name, then every other event from the calendar, and the calendar feed to subscribe to
 * (docs/events.md#calendar-feeds).
 */
export function EventsPage() {
  const { t } = useTranslation();
  const { query, more } = useAllEvents();
  const church = useChurch();
  const gatherings = weeklyGatheringsFor(church);
  const others = useCallback(
    (events: Parameters<typeof withoutGatherings>[0]) => withoutGatherings(events, church),
    [church],
  );

  return (
    <>
      <PageHero
        eyebrow={t('community', 'Community')}
        title={t('events', 'Events')}
        intro={t(
          'eventsPageIntro',
          'Fellowship nights, worship services and special gatherings: come as you are and bring a friend.',
        )}
      />
      {gatherings.length > 0 && (
        <PageSection title={t('everyWeek', 'Every week')}>
          <ul className="flex flex-col gap-6">
            {gatherings.map((gathering) => (
              <li key={gathering._id}>
                <EventListItem event={gathering} highlighted />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      <PageSection title={t('specialEvents', 'Special events')} tone="cream">
        <PublicList
          query={query}
          select={others}
          more={{ query: more, noun: t('eventsNoun', 'events') }}
          className="flex flex-col gap-6"
          placeholders={{
            count: 2,
            className: 'h-56 rounded-3xl',
            label: t('loadingEvents', 'Loading events…'),
          }}
          errorTitle={t('eventsCouldNotBeLoaded', 'Events could not be loaded')}
          empty={{
            icon: 'calendar',
            title: t('nothingElseOnTheCalendar', 'Nothing else on the calendar'),
            description: t(
              'noOtherSpecialEvents',
              'No other special events are scheduled at this time. Please check back soon!',
            ),
            action: <ButtonLink to={paths.home}>{t('backToHome', 'Back to Home')}</ButtonLink>,
          }}
        >
          {(event) => <EventListItem event={event} />}
        </PublicList>
      </PageSection>
      <PageSection title={t('inYourCalendar', 'In your calendar')}>
        <CalendarSubscribe />
      </PageSection>
      <InvitationBand />
    </>
  );
}
