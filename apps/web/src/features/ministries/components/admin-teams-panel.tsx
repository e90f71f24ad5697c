import type { MinistryTeam } from '@torch/contract';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteMinistryTeam } from '../api';
import { useAdminMinistryTeams } from '../api';
import { AdminTeamItem } from './admin-team-item';
import { TeamFormModal } from './team-form-modal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function adminTeamsTexts(t: TFunction): AdminCrudTexts<MinistryTeam> {
  return {
    addLabel: t('addNewTeam', 'Add New Team'),
    listLabel: t('teams', 'Teams'),
    loadingLabel: t('loadingTeams', 'Loading teams…'),
    errorTitle: t('teamsCouldNotBeLoaded', 'Teams could not be loaded'),
    empty: { icon: 'users', title: t('noTeamsCreatedYet', 'No teams created yet.') },
    delete: {
      title: t('deleteTeam', 'Delete team?'),
      question: (team) =>
        t(
          'areYouSureYouWantToDeleteNameThisCannotBeUndone',
          'Are you sure you want to delete {{name}}? This cannot be undone.',
          { name: team.name },
        ),
      done: t('teamDeleted', 'Team deleted.'),
      failed: t('deletionFailed', 'Deletion failed'),
      fallback: unknownErrorMessage(),
      waits: true,
    },
  };
}

/** Manage Teams: list, add, edit and delete (with a question). */
export function AdminTeamsPanel() {
  const { t } = useTranslation();
  const teams = useAdminMinistryTeams();
  return (
    <AdminCrudPage
      query={teams}
      list={{ more: { query: teams, noun: t('teamsNoun', 'teams') } }}
      remove={useDeleteMinistryTeam()}
      texts={adminTeamsTexts(t)}
      renderItem={(team, actions) => <AdminTeamItem key={team._id} team={team} {...actions} />}
      renderForm={(team, onClose) => <TeamFormModal team={team} onClose={onClose} />}
    />
  );
}
