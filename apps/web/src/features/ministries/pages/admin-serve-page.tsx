import { useState } from 'react';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Tabs } from '../../../shared/ui/tabs';
import { useVolunteerApplications } from '../api';
import { AdminApplicationsPanel } from '../components/admin-applications-panel';
import { AdminTeamsPanel } from '../components/admin-teams-panel';

type ServeTab = 'teams' | 'applications';

/** Serve in the admin area (docs/product.md#admin-serve): Manage Teams and Applications. */
export function AdminServePage() {
  const [tab, setTab] = useState<ServeTab>('teams');
  const applications = useVolunteerApplications();
  const pending = (applications.data ?? []).filter((item) => item.status === 'Pending').length;
  const tabs = [
    { id: 'teams', label: 'Manage Teams' },
    { id: 'applications', label: `Applications (${pending})` },
  ] as const;

  return (
    <AdminScreen
      title="Serve"
      summary="Ministry teams on the Serve page and the members who applied to join them."
    >
      <Tabs label="Serve sections" items={tabs} value={tab} onChange={setTab}>
        {tab === 'teams' ? <AdminTeamsPanel /> : <AdminApplicationsPanel />}
      </Tabs>
    </AdminScreen>
  );
}
