import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Testimony } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { Tabs } from '../../../shared/ui/tabs';
import { useApproveTestimony, useDeleteTestimony, useAllTestimonies } from '../api';
import { AdminTestimonyItem } from '../components/admin-testimony-item';

type TestimonyTab = 'pending' | 'approved';

/**
 * Testimonies for moderation (docs/product.md#admin-testimonies): Pending Approval first, then
 * Approved.
 */
export function AdminTestimoniesPage() {
  const testimonies = useAllTestimonies();
  const approve = useApproveTestimony();
  const remove = useDeleteTestimony();
  const [tab, setTab] = useState<TestimonyTab>('pending');
  const [toDelete, setToDelete] = useState<Testimony | null>(null);

  const all = testimonies.data ?? [];
  const pendingCount = all.filter((testimony) => !testimony.is_approved).length;
  const shown = all.filter((testimony) => testimony.is_approved === (tab === 'approved'));
  const tabs = [
    { id: 'pending', label: `Pending Approval (${pendingCount})` },
    { id: 'approved', label: `Approved (${all.length - pendingCount})` },
  ] as const;

  const approveOne = (testimony: Testimony) =>
    approve.mutate(testimony._id, {
      onSuccess: () => toast.success('Testimony approved.'),
      onError: (error) =>
        toast.error(`Approval failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Testimony deleted.'),
      onError: (error) =>
        toast.error(`Deletion failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Testimonies"
        summary="Stories appear on Stories of Faith once approved."
      />
      <Tabs label="Testimonies by status" items={tabs} value={tab} onChange={setTab}>
        {testimonies.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading testimonies…" />
          </div>
        ) : testimonies.isError ? (
          <LoadError
            title="Testimonies could not be loaded"
            message={errorMessage(testimonies.error, 'Please try again.')}
            onRetry={() => void testimonies.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name="sparkle" className="size-7" />}
            title="No testimonies in this category."
          />
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Testimonies">
            {shown.map((testimony) => (
              <AdminTestimonyItem
                key={testimony._id}
                testimony={testimony}
                approving={approve.isPending && approve.variables === testimony._id}
                onApprove={approveOne}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
      </Tabs>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete testimony?"
        message={
          toDelete
            ? `Are you sure you want to permanently delete "${toDelete.title}"? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
