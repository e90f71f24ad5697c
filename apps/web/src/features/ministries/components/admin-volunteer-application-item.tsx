import type { VolunteerApplication } from '@torch/contract';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { ApplicationStatusBadge } from './application-status-badge';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One application: team, applicant, message, status; Reject/Approve while Pending (no question asked). */
export function AdminVolunteerApplicationItem({
  application,
  busy,
  onDecide,
}: {
  application: VolunteerApplication;
  busy: boolean;
  onDecide: (application: VolunteerApplication, status: 'Approved' | 'Rejected') => void;
}) {
  return (
    <AdminListItem
      title={application.teamName}
      badges={<ApplicationStatusBadge status={application.status} />}
      meta={
        <>
          <span>{application.userName}</span>
          <span className="break-all">{application.userEmail}</span>
          <time dateTime={application.createdAt}>
            {dateFormat.format(new Date(application.createdAt))}
          </time>
        </>
      }
      actions={
        application.status === 'Pending' ? (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onDecide(application, 'Rejected')}
              aria-label={`Reject ${application.userName} for ${application.teamName}`}
            >
              Reject
            </Button>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onDecide(application, 'Approved')}
              aria-label={`Approve ${application.userName} for ${application.teamName}`}
            >
              <Icon name="check" className="size-4" />
              Approve
            </Button>
          </>
        ) : null
      }
    >
      <p className="break-words whitespace-pre-line">{application.message}</p>
    </AdminListItem>
  );
}
