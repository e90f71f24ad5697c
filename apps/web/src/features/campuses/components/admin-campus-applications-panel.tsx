import { useState } from 'react';
import type { CampusApplication } from '@torch/contract';
import { applicationDecisionToasts } from '../../../shared/lib/application-decision-toasts';
import { ApplicationsPanel, useApplicationFilter } from '../../../shared/ui/applications-panel';
import { useDecideCampusApplication } from '../api';
import { useCampusApplications } from '../api';
import { AdminCampusApplicationItem } from './admin-campus-application-item';
import { CampusFormModal } from './campus-form-modal';
import { useTranslation } from 'react-i18next';

/**
 * Campus proposals while Pending: Reject, or Approve, which opens the campus form filled from
 * the proposal; saving it approves the proposal and opens the campus as completed there.
 */
export function AdminCampusApplicationsPanel() {
  const { t } = useTranslation();
  const [status] = useApplicationFilter();
  const applications = useCampusApplications(status);
  const decide = useDecideCampusApplication();
  const [approving, setApproving] = useState<CampusApplication | null>(null);

  const onDecide = (application: CampusApplication, decision: 'approve' | 'reject') => {
    if (decision === 'approve') setApproving(application);
    else decide.mutate({ id: application._id, decision }, applicationDecisionToasts(false));
  };

  return (
    <>
      {approving && (
        <CampusFormModal campus={null} proposal={approving} onClose={() => setApproving(null)} />
      )}
      <ApplicationsPanel
        query={applications}
        label={t('campusApplications', 'Campus applications')}
        icon="flame"
      >
        {(application) => (
          <AdminCampusApplicationItem
            key={application._id}
            application={application}
            busy={decide.isPending && decide.variables.id === application._id}
            onDecide={onDecide}
          />
        )}
      </ApplicationsPanel>
    </>
  );
}
