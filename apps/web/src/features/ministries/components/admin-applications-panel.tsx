import { toast } from 'react-toastify';
import type { VolunteerApplication } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDecideVolunteerApplication } from '../api/decide-volunteer-application';
import { useVolunteerApplications } from '../api/get-volunteer-applications';
import { AdminVolunteerApplicationItem } from './admin-volunteer-application-item';

/** Applications: Approve or Reject while Pending, without a confirmation (document 2 §5). */
export function AdminApplicationsPanel() {
  const applications = useVolunteerApplications();
  const decide = useDecideVolunteerApplication();

  const onDecide = (application: VolunteerApplication, status: 'Approved' | 'Rejected') =>
    decide.mutate(
      { id: application._id, status },
      {
        onSuccess: () =>
          toast.success(status === 'Approved' ? 'Application approved.' : 'Application rejected.'),
        onError: (error) =>
          toast.error(`Action failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      },
    );

  if (applications.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading applications…" />
      </div>
    );
  }
  if (applications.isError) {
    return (
      <LoadError
        title="Applications could not be loaded"
        message={errorMessage(applications.error, 'Please try again.')}
        onRetry={() => void applications.refetch()}
      />
    );
  }
  if (applications.data.length === 0) {
    return (
      <EmptyState icon={<Icon name="mail" className="size-7" />} title="No applications yet." />
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Applications">
      {applications.data.map((application) => (
        <AdminVolunteerApplicationItem
          key={application._id}
          application={application}
          busy={decide.isPending && decide.variables.id === application._id}
          onDecide={onDecide}
        />
      ))}
    </ul>
  );
}
