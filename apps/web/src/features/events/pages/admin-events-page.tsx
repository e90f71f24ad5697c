import { useQuery } from '@tanstack/react-query';
import type { Event } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteEventMutation } from '../api';
import { useEvents } from '../api';
import { churchTimeZoneQueryOptions } from '../api/calendar-queries';
import { AdminEventItem } from '../components/admin-event-item';
import { EventFormModal } from '../components/event-form-modal';
import { i18next } from '../../../shared/i18n';

export const DELETE_EVENT_QUESTION = 'Are you sure you want to delete this event?';

const texts: AdminCrudTexts<Event> = {
  heading: {
    title: 'Events',
    summary: (count) =>
      i18next.t('countValOnTheCalendar', '{{count}} {{val}} on the calendar', {
        count,
        val: count === 1 ? 'event' : 'events',
      }),
    idleSummary: 'Gatherings on the home page and the Events page',
  },
  addLabel: 'Add Event',
  listLabel: 'Events',
  loadingLabel: 'Loading events…',
  errorTitle: 'Events could not be loaded',
  empty: {
    icon: 'calendar',
    title: 'No events yet',
    description: 'Add a gathering and it appears on the home page and the Events page.',
  },
  delete: {
    title: 'Delete event?',
    question: () => DELETE_EVENT_QUESTION,
    done: 'Event deleted successfully!',
    failed: 'Error deleting event',
  },
};

/** Events in the admin area: the list, the form with its poster, and deletion with a question. */
export function AdminEventsPage() {
  // Asked for with the list, so the form opens at once on the church's clock.
  useQuery(churchTimeZoneQueryOptions());
  return (
    <AdminCrudPage
      query={useEvents()}
      remove={useDeleteEventMutation()}
      texts={texts}
      renderItem={(event, actions) => <AdminEventItem key={event._id} event={event} {...actions} />}
      renderForm={(event, onClose) => <EventFormModal event={event} onClose={onClose} />}
    />
  );
}
