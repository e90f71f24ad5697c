import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Event } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteEventMutation, useEvents } from '../api';
import { AdminEventItem } from '../components/admin-event-item';
import { EventFormModal } from '../components/event-form-modal';

export const DELETE_EVENT_QUESTION = 'Are you sure you want to delete this event?';

/** The form is closed, adding a new event, or editing one. */
type FormState = { mode: 'closed' } | { mode: 'open'; event: Event | null };

/** Events in the admin area: the list, the form with its poster, and deletion with a question. */
export function AdminEventsPage() {
  const events = useEvents();
  const remove = useDeleteEventMutation();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Event | null>(null);

  const addNew = () => setForm({ mode: 'open', event: null });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Event deleted successfully!'),
      onError: (error) =>
        toast.error(`Error deleting event: ${errorMessage(error, 'Something went wrong')}`),
    });
    // The list drops the event at once; a refusal puts it back with the error toast.
    setToDelete(null);
  };

  const count = events.data?.length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Events"
        summary={
          events.data
            ? `${count} ${count === 1 ? 'event' : 'events'} on the calendar`
            : 'Gatherings on the home page and the Events page'
        }
        actions={
          <Button onClick={addNew}>
            <Icon name="plus" />
            Add Event
          </Button>
        }
      />

      {events.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading events…" />
        </div>
      ) : events.isError ? (
        <LoadError
          title="Events could not be loaded"
          message={errorMessage(events.error, 'Please try again.')}
          onRetry={() => void events.refetch()}
        />
      ) : count === 0 ? (
        <EmptyState
          icon={<Icon name="calendar" className="size-7" />}
          title="No events yet"
          description="Add a gathering and it appears on the home page and the Events page."
          action={
            <Button onClick={addNew}>
              <Icon name="plus" />
              Add Event
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Events">
          {events.data.map((event) => (
            <AdminEventItem
              key={event._id}
              event={event}
              onEdit={(chosen) => setForm({ mode: 'open', event: chosen })}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}

      {form.mode === 'open' && (
        <EventFormModal event={form.event} onClose={() => setForm({ mode: 'closed' })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete event?"
        message={DELETE_EVENT_QUESTION}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
