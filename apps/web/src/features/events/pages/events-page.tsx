import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useEvents } from '../api/queries';
import { EventListItem } from '../components/event-list-item';
import { weeklyFellowship, withoutWeeklyFellowship } from '../lib/weekly-fellowship';

export const NO_EVENTS_TEXT =
  'No other special events are scheduled at this time. Please check back soon!';

/**
 * Events (docs/product.md#events): the weekly fellowship first, then every other event from the
 * calendar.
 */
export function EventsPage() {
  const query = useEvents();
  const events = withoutWeeklyFellowship(query.data ?? []);

  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Events"
        intro="Fellowship nights, worship services and special gatherings: come as you are and bring a friend."
      />
      <PageSection title="Every week">
        <EventListItem event={weeklyFellowship} highlighted />
      </PageSection>
      <PageSection title="Special events" tone="cream">
        {query.isPending ? (
          <div className="flex flex-col gap-6">
            <span role="status" className="sr-only">
              Loading events…
            </span>
            <Skeleton className="h-56 rounded-3xl" />
            <Skeleton className="h-56 rounded-3xl" />
          </div>
        ) : query.isError ? (
          <LoadError
            title="Events could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : events.length === 0 ? (
          <EmptyState
            icon={<Icon name="calendar" className="size-7" />}
            title="Nothing else on the calendar"
            description={NO_EVENTS_TEXT}
            action={<ButtonLink to={paths.home}>Back to Home</ButtonLink>}
          />
        ) : (
          <ul className="flex flex-col gap-6">
            {events.map((event) => (
              <li key={event._id}>
                <EventListItem event={event} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <InvitationBand />
    </>
  );
}
