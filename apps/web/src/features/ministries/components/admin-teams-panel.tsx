import { useState } from 'react';
import { toast } from 'react-toastify';
import type { MinistryTeam } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteMinistryTeam, useAdminMinistryTeams } from '../api';
import { AdminTeamItem } from './admin-team-item';
import { TeamFormModal } from './team-form-modal';

type FormState = { open: false } | { open: true; team: MinistryTeam | null };

/** Manage Teams: list, add, edit and delete (with a question). */
export function AdminTeamsPanel() {
  const teams = useAdminMinistryTeams();
  const remove = useDeleteMinistryTeam();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<MinistryTeam | null>(null);

  const addButton = (
    <Button onClick={() => setForm({ open: true, team: null })}>
      <Icon name="plus" />
      Add New Team
    </Button>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Team deleted.'),
      onError: (error) =>
        toast.error(`Deletion failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-end">{addButton}</div>
      {teams.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading teams…" />
        </div>
      ) : teams.isError ? (
        <LoadError
          title="Teams could not be loaded"
          message={errorMessage(teams.error, 'Please try again.')}
          onRetry={() => void teams.refetch()}
        />
      ) : teams.data.length === 0 ? (
        <EmptyState icon={<Icon name="users" className="size-7" />} title="No teams created yet." />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Teams">
          {teams.data.map((team) => (
            <AdminTeamItem
              key={team._id}
              team={team}
              onEdit={(chosen) => setForm({ open: true, team: chosen })}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}
      {form.open && <TeamFormModal team={form.team} onClose={() => setForm({ open: false })} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete team?"
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
