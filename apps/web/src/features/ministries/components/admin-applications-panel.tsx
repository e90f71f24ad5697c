import type { VolunteerApplication } from '@torch/contract';
import { applicationDecisionToasts } from '../../../shared/lib/application-decision-toasts';
import { ApplicationsPanel, useApplicationFilter } from '../../../shared/ui/applications-panel';
import { useDecideVolunteerApplication } from '../api';
import { useVolunteerApplications } from '../api';
import { AdminVolunteerApplicationItem } from './admin-volunteer-application-item';
import { useTranslation } from 'react-i18next';

/**
 * Applications (docs/product.md#admin-serve): Approve or Reject while Pending, without a
 * confirmation.
 */
export function AdminApplicationsPanel() {
  const { t } = useTranslation();
  const [status] = useApplicationFilter();
  const applications = useVolunteerApplications(status);
  const decide = useDecideVolunteerApplication();

  const onDecide = (application: VolunteerApplication, status: 'Approved' | 'Rejected') =>
    decide.mutate(
      { id: application._id, status },
      applicationDecisionToasts(status === 'Approved'),
    );

  return (
    <ApplicationsPanel query={applications} label={t('applications', 'Applications')} icon="mail">
      {(application) => (
        <AdminVolunteerApplicationItem
          key={application._id}
          application={application}
          busy={decide.isPending && decide.variables.id === application._id}
          onDecide={onDecide}
        />
      )}
    </ApplicationsPanel>
  );
}
