import type { MinistryTeam } from '@torch/contract';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteMinistryTeam } from '../api';
import { useAdminMinistryTeams } from '../api';
import { AdminTeamItem } from './admin-team-item';
import { TeamFormModal } from './team-form-modal';
import { i18next } from '../../../shared/i18n';

const texts: AdminCrudTexts<MinistryTeam> = {
  addLabel: 'Add New Team',
  listLabel: 'Teams',
  loadingLabel: 'Loading teams…',
  errorTitle: 'Teams could not be loaded',
  empty: { icon: 'users', title: 'No teams created yet.' },
  delete: {
    title: 'Delete team?',
    question: (team) =>
      i18next.t(
        'areYouSureYouWantToDeleteNameThisCannotBeUndone',
        'Are you sure you want to delete {{name}}? This cannot be undone.',
        { name: team.name },
      ),
    done: 'Team deleted.',
    failed: 'Deletion failed',
    fallback: UNKNOWN_ERROR_MESSAGE,
    waits: true,
  },
};

/** Manage Teams: list, add, edit and delete (with a question). */
export function AdminTeamsPanel() {
  const teams = useAdminMinistryTeams();
  return (
    <AdminCrudPage
      query={teams}
      list={{ more: { query: teams, noun: 'teams' } }}
      remove={useDeleteMinistryTeam()}
      texts={texts}
      renderItem={(team, actions) => <AdminTeamItem key={team._id} team={team} {...actions} />}
      renderForm={(team, onClose) => <TeamFormModal team={team} onClose={onClose} />}
    />
  );
}
