import { useState } from 'react';
import { toast } from 'react-toastify';
import type { LightCampus } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteCampus, useAdminCampuses } from '../api';
import { AdminCampusItem } from './admin-campus-item';
import { CampusFormModal } from './campus-form-modal';

type FormState = { open: false } | { open: true; campus: LightCampus | null };

/** Manage Campuses: list, add, edit, delete (with a question). */
export function AdminCampusesPanel() {
  const campuses = useAdminCampuses();
  const remove = useDeleteCampus();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<LightCampus | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Campus deleted.'),
      onError: (error) =>
        toast.error(`Deletion failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-end">
        <Button onClick={() => setForm({ open: true, campus: null })}>
          <Icon name="plus" />
          Add New Campus
        </Button>
      </div>
      {campuses.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading campuses…" />
        </div>
      ) : campuses.isError ? (
        <LoadError
          title="Campuses could not be loaded"
          message={errorMessage(campuses.error, 'Please try again.')}
          onRetry={() => void campuses.refetch()}
        />
      ) : campuses.data.length === 0 ? (
        <EmptyState icon={<Icon name="flame" className="size-7" />} title="No campuses yet." />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Campuses">
          {campuses.data.map((campus) => (
            <AdminCampusItem
              key={campus._id}
              campus={campus}
              onEdit={(chosen) => setForm({ open: true, campus: chosen })}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}
      {form.open && (
        <CampusFormModal campus={form.campus} onClose={() => setForm({ open: false })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete campus?"
        message={
          toDelete ? `Are you sure you want to delete ${toDelete.name}? This cannot be undone.` : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
