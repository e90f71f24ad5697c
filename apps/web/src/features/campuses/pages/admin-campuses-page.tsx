import { useState } from 'react';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
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
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Light Campuses"
        summary="Proposals from members, and the campuses on the public page."
      />
      <Tabs label="Campus sections" items={tabs} value={tab} onChange={setTab}>
        {tab === 'applications' ? <AdminCampusApplicationsPanel /> : <AdminCampusesPanel />}
      </Tabs>
    </div>
  );
}
