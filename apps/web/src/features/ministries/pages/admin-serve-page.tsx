import { applicationsTabLabel } from '../../../shared/lib/applications-tab-label';
import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { useVolunteerApplications } from '../api';
import { AdminApplicationsPanel } from '../components/admin-applications-panel';
import { AdminTeamsPanel } from '../components/admin-teams-panel';
import { useTranslation } from 'react-i18next';

/** Serve in the admin area (docs/product.md#admin-serve): Manage Teams and Applications. */
export function AdminServePage() {
  const { t } = useTranslation();
  const pending = useVolunteerApplications('Pending');
  return (
    <AdminTabsScreen
      title={t('serve', 'Serve')}
      summary={t(
        'ministryTeamsOnTheServePageAndTheMembersWhoAppliedToJoinThem',
        'Ministry teams on the Serve page and the members who applied to join them.',
      )}
      tabsLabel={t('serveSections', 'Serve sections')}
      tabs={[
        { id: 'teams', label: t('manageTeams', 'Manage Teams'), panel: <AdminTeamsPanel /> },
        {
          id: 'applications',
          label: applicationsTabLabel(pending.total),
          panel: <AdminApplicationsPanel />,
        },
      ]}
    />
  );
}
