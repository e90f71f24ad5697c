import { applicationsTabLabel } from '../../../shared/lib/applications-tab-label';
import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { useVolunteerApplications } from '../api';
import { AdminApplicationsPanel } from '../components/admin-applications-panel';
import { AdminTeamsPanel } from '../components/admin-teams-panel';

/** Serve in the admin area (docs/product.md#admin-serve): Manage Teams and Applications. */
export function AdminServePage() {
  const pending = useVolunteerApplications('Pending');
  return (
    <AdminTabsScreen
      title="Serve"
      summary="Ministry teams on the Serve page and the members who applied to join them."
      tabsLabel="Serve sections"
      tabs={[
        { id: 'teams', label: 'Manage Teams', panel: <AdminTeamsPanel /> },
        {
          id: 'applications',
          label: applicationsTabLabel(pending.total),
          panel: <AdminApplicationsPanel />,
        },
      ]}
    />
  );
}
