import { useQuery } from '@tanstack/react-query';
import type { Event } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteEventMutation } from '../api';
import { useEvents } from '../api';
import { churchTimeZoneQueryOptions } from '../api/calendar-queries';
import { AdminEventItem } from '../components/admin-event-item';
import { EventFormModal } from '../components/event-form-modal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const adminEventsTexts = (t: TFunction): AdminCrudTexts<Event> => ({
  heading: {
    title: t('events', 'Events'),
    summary: (count) =>
      t('eventsOnTheCalendar', {
        count,
        defaultValue_one: '{{count}} event on the calendar',
        defaultValue_other: '{{count}} events on the calendar',
      }),
    idleSummary: t('eventsIdleSummary', 'Gatherings on the home page and the Events page'),
  },
  addLabel: t('addEvent', 'Add Event'),
  listLabel: t('events', 'Events'),
  loadingLabel: t('loadingEvents', 'Loading events…'),
  errorTitle: t('eventsCouldNotBeLoaded', 'Events could not be loaded'),
  empty: {
    icon: 'calendar',
    title: t('noEventsYet', 'No events yet'),
    description: t(
      'noEventsYetDescription',
      'Add a gathering and it appears on the home page and the Events page.',
    ),
  },
  delete: {
    title: t('deleteEvent', 'Delete event?'),
    question: () => t('deleteEventQuestion', 'Are you sure you want to delete this event?'),
    done: t('eventDeletedSuccessfully', 'Event deleted successfully!'),
    failed: t('errorDeletingEvent', 'Error deleting event'),
  },
});

/** Events in the admin area: the list, the form with its poster, and deletion with a question. */
export function AdminEventsPage() {
  const { t } = useTranslation();
  // Asked for with the list, so the form opens at once on the church's clock.
  useQuery(churchTimeZoneQueryOptions());
  return (
    <AdminCrudPage
      query={useEvents()}
      remove={useDeleteEventMutation()}
      texts={adminEventsTexts(t)}
      renderItem={(event, actions) => <AdminEventItem key={event._id} event={event} {...actions} />}
      renderForm={(event, onClose) => <EventFormModal event={event} onClose={onClose} />}
    />
  );
}
