import type { Leader } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteLeaderMutation } from '../api';
import { useLeaders } from '../api';
import { AdminLeaderItem } from '../components/admin-leader-item';
import { LeaderFormModal } from '../components/leader-form-modal';
import { i18next } from '../../../shared/i18n';

const texts: AdminCrudTexts<Leader> = {
  heading: {
    title: 'Leaders',
    summary: (count) =>
      i18next.t('countValOnTheOurLeadersPage', '{{count}} {{val}} on the Our Leaders page', {
        count,
        val: count === 1 ? 'profile' : 'profiles',
      }),
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
      i18next.t(
        'areYouSureYouWantToDeleteTheProfileOfNameThisCannotBeUndone',
        'Are you sure you want to delete the profile of {{name}}? This cannot be undone.',
        { name: leader.name },
      ),
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
