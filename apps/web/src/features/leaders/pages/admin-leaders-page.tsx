import type { Leader } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteLeaderMutation } from '../api';
import { useLeaders } from '../api';
import { AdminLeaderItem } from '../components/admin-leader-item';
import { LeaderFormModal } from '../components/leader-form-modal';

const texts: AdminCrudTexts<Leader> = {
  heading: {
    title: 'Leaders',
    summary: (count) => `${count} ${count === 1 ? 'profile' : 'profiles'} on the Our Leaders page`,
    idleSummary: 'Profiles on the Our Leaders page',
  },
  addLabel: 'Add New Leader',
  listLabel: 'Leaders',
  loadingLabel: 'Loading leaders…',
  errorTitle: 'Leaders could not be loaded',
  empty: {
    icon: 'user',
    title: 'No leaders found',
    description: 'Add a new leader profile to get started.',
  },
  delete: {
    title: 'Delete leader?',
    question: (leader) =>
      `Are you sure you want to delete the profile of ${leader.name}? This cannot be undone.`,
    done: 'Leader profile deleted.',
    failed: 'Deletion failed',
  },
};

/** Leader profiles in the admin area: list, add, edit, delete with a question. */
export function AdminLeadersPage() {
  const leaders = useLeaders();
  return (
    <AdminCrudPage
      query={leaders}
      remove={useDeleteLeaderMutation()}
      texts={texts}
      list={{ more: { query: leaders, noun: 'leaders' } }}
      renderItem={(leader, actions) => (
        <AdminLeaderItem key={leader._id} leader={leader} {...actions} />
      )}
      renderForm={(leader, onClose) => <LeaderFormModal leader={leader} onClose={onClose} />}
    />
  );
}
