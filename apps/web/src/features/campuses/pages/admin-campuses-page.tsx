import { useState } from 'react';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Tabs } from '../../../shared/ui/tabs';
import { useCampusApplications } from '../api';
import { AdminCampusApplicationsPanel } from '../components/admin-campus-applications-panel';
import { AdminCampusesPanel } from '../components/admin-campuses-panel';

type CampusTab = 'applications' | 'campuses';

/**
 * Campuses in the admin area (docs/product.md#admin-campuses): Applications and Manage Campuses.
 */
export function AdminCampusesPage() {
  const [tab, setTab] = useState<CampusTab>('applications');
  const applications = useCampusApplications();
  const pending = (applications.data ?? []).filter((item) => item.status === 'Pending').length;
  const tabs = [
    { id: 'applications', label: `Applications (${pending})` },
    { id: 'campuses', label: 'Manage Campuses' },
  ] as const;

  return (
    <AdminScreen
      title="Light Campuses"
      summary="Proposals from members, and the campuses on the public page."
    >
      <Tabs label="Campus sections" items={tabs} value={tab} onChange={setTab}>
        {tab === 'applications' ? <AdminCampusApplicationsPanel /> : <AdminCampusesPanel />}
      </Tabs>
    </AdminScreen>
  );
}
