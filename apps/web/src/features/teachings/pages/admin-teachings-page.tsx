import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Teaching } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteTeachingMutation, useTeachings } from '../api';
import { AdminTeachingItem } from '../components/admin-teaching-item';
import { TeachingFormModal } from '../components/teaching-form-modal';

export const DELETE_TEACHING_QUESTION =
  'Are you sure you want to permanently delete this teaching?';

/** The form is closed, adding a new teaching, or editing one. */
type FormState = { mode: 'closed' } | { mode: 'open'; teaching: Teaching | null };

/** Sermons and teachings in the admin area: the list, the form, and deletion with a question. */
export function AdminTeachingsPage() {
  const teachings = useTeachings();
  const remove = useDeleteTeachingMutation();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Teaching | null>(null);

  const addNew = () => setForm({ mode: 'open', teaching: null });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Teaching deleted successfully!'),
      onError: (error) =>
        toast.error(`Error deleting teaching: ${errorMessage(error, 'Something went wrong')}`),
    });
    // The list drops the teaching at once; a refusal puts it back with the error toast.
    setToDelete(null);
  };

  const count = teachings.data?.length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Teachings"
        summary={
          teachings.data
            ? `${count} ${count === 1 ? 'teaching' : 'teachings'} in the video library`
            : 'The video library of the Teachings page'
        }
        actions={
          <Button onClick={addNew}>
            <Icon name="plus" />
            Add Teaching
          </Button>
        }
      />

      {teachings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading teachings…" />
        </div>
      ) : teachings.isError ? (
        <LoadError
          title="Teachings could not be loaded"
          message={errorMessage(teachings.error, 'Please try again.')}
          onRetry={() => void teachings.refetch()}
        />
      ) : count === 0 ? (
        <EmptyState
          icon={<Icon name="play" className="size-7" />}
          title="No teachings yet"
          description="Add a sermon with its YouTube link and it appears on the Teachings page."
          action={
            <Button onClick={addNew}>
              <Icon name="plus" />
              Add Teaching
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Teachings">
          {teachings.data.map((teaching) => (
            <AdminTeachingItem
              key={teaching._id}
              teaching={teaching}
              onEdit={(chosen) => setForm({ mode: 'open', teaching: chosen })}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}

      {form.mode === 'open' && (
        <TeachingFormModal teaching={form.teaching} onClose={() => setForm({ mode: 'closed' })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete teaching?"
        message={DELETE_TEACHING_QUESTION}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
