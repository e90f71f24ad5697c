import { applicationsTabLabel } from '../../../shared/lib/applications-tab-label';
import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { useCampusApplications } from '../api';
import { AdminCampusApplicationsPanel } from '../components/admin-campus-applications-panel';
import { AdminCampusesPanel } from '../components/admin-campuses-panel';

/**
 * Campuses in the admin area (docs/product.md#admin-campuses): Applications and Manage Campuses.
 */
export function AdminCampusesPage() {
  const pending = useCampusApplications('Pending');
  return (
    <AdminTabsScreen
      title="Light Campuses"
      summary="Proposals from members, and the campuses on the public page."
      tabsLabel="Campus sections"
      tabs={[
        {
          id: 'applications',
          label: applicationsTabLabel(pending.total),
          panel: <AdminCampusApplicationsPanel />,
        },
        { id: 'campuses', label: 'Manage Campuses', panel: <AdminCampusesPanel /> },
      ]}
    />
  );
}
