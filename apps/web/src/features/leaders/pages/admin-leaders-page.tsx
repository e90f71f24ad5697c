import type { Leader } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteLeaderMutation } from '../api';
import { useLeaders } from '../api';
import { AdminLeaderItem } from '../components/admin-leader-item';
import { LeaderFormModal } from '../components/leader-form-modal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function adminLeadersTexts(t: TFunction): AdminCrudTexts<Leader> {
  return {
    heading: {
      title: t('leaders', 'Leaders'),
      summary: (count) =>
        t('profileCountOnTheOurLeadersPage', {
          count,
          defaultValue_one: '{{count}} profile on the Our Leaders page',
          defaultValue_other: '{{count}} profiles on the Our Leaders page',
        }),
      idleSummary: t('profilesOnTheOurLeadersPage', 'Profiles on the Our Leaders page'),
    },
    addLabel: t('addNewLeader', 'Add New Leader'),
    listLabel: t('leaders', 'Leaders'),
    loadingLabel: t('loadingLeaders', 'Loading leaders…'),
    errorTitle: t('leadersCouldNotBeLoaded', 'Leaders could not be loaded'),
    empty: {
      icon: 'user',
      title: t('noLeadersFound', 'No leaders found'),
      description: t(
        'addANewLeaderProfileToGetStarted',
        'Add a new leader profile to get started.',
      ),
    },
    delete: {
      title: t('deleteLeader', 'Delete leader?'),
      question: (leader) =>
        t(
          'deleteLeaderQuestion',
          'Are you sure you want to delete the profile of {{name}}? This cannot be undone.',
          { name: leader.name },
        ),
      done: t('leaderProfileDeleted', 'Leader profile deleted.'),
      failed: t('deletionFailed', 'Deletion failed'),
    },
  };
}

/** Leader profiles in the admin area: list, add, edit, delete with a question. */
export function AdminLeadersPage() {
  const { t } = useTranslation();
  const leaders = useLeaders();
  return (
    <AdminCrudPage
      query={leaders}
      remove={useDeleteLeaderMutation()}
      texts={adminLeadersTexts(t)}
      list={{ more: { query: leaders, noun: t('leadersNoun', 'leaders') } }}
      renderItem={(leader, actions) => (
        <AdminLeaderItem key={leader._id} leader={leader} {...actions} />
      )}
      renderForm={(leader, onClose) => <LeaderFormModal leader={leader} onClose={onClose} />}
    />
  );
}
