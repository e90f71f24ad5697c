import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Leader } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteLeaderMutation } from '../api';
import { useLeaders } from '../api';
import { AdminLeaderItem } from '../components/admin-leader-item';
import { LeaderFormModal } from '../components/leader-form-modal';

type FormState = { mode: 'closed' } | { mode: 'open'; leader: Leader | null };

/**
 * Leader profiles in the admin area (docs/product.md#admin-leaders): list, add, edit, delete with a
 * question.
 */
export function AdminLeadersPage() {
  const leaders = useLeaders();
  const remove = useDeleteLeaderMutation();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Leader | null>(null);

  const addNew = () => setForm({ mode: 'open', leader: null });
  const addButton = (
    <Button onClick={addNew}>
      <Icon name="plus" />
      Add New Leader
    </Button>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Leader profile deleted.'),
      onError: (error) =>
        toast.error(`Deletion failed: ${errorMessage(error, 'Something went wrong')}`),
    });
    setToDelete(null);
  };

  const count = leaders.data?.length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Leaders"
        summary={
          leaders.data
            ? `${count} ${count === 1 ? 'profile' : 'profiles'} on the Our Leaders page`
            : 'Profiles on the Our Leaders page'
        }
        actions={addButton}
      />

      {leaders.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading leaders…" />
        </div>
      ) : leaders.isError ? (
        <LoadError
          title="Leaders could not be loaded"
          message={errorMessage(leaders.error, 'Please try again.')}
          onRetry={() => void leaders.refetch()}
        />
      ) : count === 0 ? (
        <EmptyState
          icon={<Icon name="user" className="size-7" />}
          title="No leaders found"
          description="Add a new leader profile to get started."
          action={addButton}
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Leaders">
          {leaders.data.map((leader) => (
            <AdminLeaderItem
              key={leader._id}
              leader={leader}
              onEdit={(chosen) => setForm({ mode: 'open', leader: chosen })}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}

      {form.mode === 'open' && (
        <LeaderFormModal leader={form.leader} onClose={() => setForm({ mode: 'closed' })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete leader?"
        message={
          toDelete
            ? `Are you sure you want to delete the profile of ${toDelete.name}? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
