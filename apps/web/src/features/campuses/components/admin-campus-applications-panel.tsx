import { toast } from 'react-toastify';
import type { CampusApplication } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useDecideCampusApplication } from '../api/decide-campus-application';
import { useCampusApplications } from '../api/get-campus-applications';
import { AdminCampusApplicationItem } from './admin-campus-application-item';

/** Campus proposals: Approve (which creates the campus) or Reject while Pending. */
export function AdminCampusApplicationsPanel() {
  const applications = useCampusApplications();
  const decide = useDecideCampusApplication();

  const onDecide = (application: CampusApplication, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: application._id, decision },
      {
        onSuccess: () =>
          toast.success(decision === 'approve' ? 'Application approved.' : 'Application rejected.'),
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
      <EmptyState icon={<Icon name="flame" className="size-7" />} title="No applications yet." />
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Campus applications">
      {applications.data.map((application) => (
        <AdminCampusApplicationItem
          key={application._id}
          application={application}
          busy={decide.isPending && decide.variables.id === application._id}
          onDecide={onDecide}
        />
      ))}
    </ul>
  );
}
