import type { VolunteerApplication } from '@torch/contract';
import { applicationDecisionToasts } from '../../../shared/lib/application-decision-toasts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { QueryList } from '../../../shared/ui/query-list';
import { useDecideVolunteerApplication, useVolunteerApplications } from '../api';
import { AdminVolunteerApplicationItem } from './admin-volunteer-application-item';

/**
 * Applications: Approve or Reject while Pending, without a confirmation
 * (docs/product.md#moderation).
 */
export function AdminApplicationsPanel() {
  const applications = useVolunteerApplications();
  const decide = useDecideVolunteerApplication();

  const onDecide = (application: VolunteerApplication, status: 'Approved' | 'Rejected') =>
    decide.mutate(
      { id: application._id, status },
      applicationDecisionToasts(status === 'Approved'),
    );

  return (
    <QueryList
      query={applications}
      loadingLabel="Loading applications…"
      errorTitle="Applications could not be loaded"
      empty={
        <EmptyState icon={<Icon name="mail" className="size-7" />} title="No applications yet." />
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-4" aria-label="Applications">
          {items.map((application) => (
            <AdminVolunteerApplicationItem
              key={application._id}
              application={application}
              busy={decide.isPending && decide.variables.id === application._id}
              onDecide={onDecide}
            />
          ))}
        </ul>
      )}
    </QueryList>
  );
}
