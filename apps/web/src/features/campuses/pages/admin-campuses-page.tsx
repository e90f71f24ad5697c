import { applicationsTabLabel } from '../../../shared/lib/applications-tab-label';
import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { useCampusApplications } from '../api';
import { AdminCampusApplicationsPanel } from '../components/admin-campus-applications-panel';
import { AdminCampusesPanel } from '../components/admin-campuses-panel';
import { useTranslation } from 'react-i18next';

/**
 * Campuses in the admin area (docs/product.md#admin-campuses): Applications and Manage Campuses.
 */
export function AdminCampusesPage() {
  const { t } = useTranslation();
  const pending = useCampusApplications('Pending');
  return (
    <AdminTabsScreen
      title={t('lightCampuses', 'Light Campuses')}
      summary={t(
        'proposalsFromMembersAndTheCampusesOnThePublicPage',
        'Proposals from members, and the campuses on the public page.',
      )}
      tabsLabel={t('campusSections', 'Campus sections')}
      tabs={[
        {
          id: 'applications',
          label: applicationsTabLabel(pending.total),
          panel: <AdminCampusApplicationsPanel />,
        },
        {
          id: 'campuses',
          label: t('manageCampuses', 'Manage Campuses'),
          panel: <AdminCampusesPanel />,
        },
      ]}
    />
  );
}
