import type { VolunteerApplication } from '@torch/contract';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { ApplicationStatusBadge, DecisionButtons } from '../../../shared/ui/application-decision';
import { useTranslation } from 'react-i18next';
import { mediumDate } from '../../../shared/lib/format-date';

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
  const { t } = useTranslation();
  return (
    <AdminListItem
      title={application.teamName}
      badges={<ApplicationStatusBadge status={application.status} />}
      meta={
        <>
          <span>{application.userName}</span>
          <span className="break-all">{application.userEmail}</span>
          <time dateTime={application.createdAt}>
            {mediumDate(new Date(application.createdAt))}
          </time>
        </>
      }
      actions={
        application.status === 'Pending' ? (
          <DecisionButtons
            subject={t('userNameForTeamName', '{{userName}} for {{teamName}}', {
              userName: application.userName,
              teamName: application.teamName,
            })}
            busy={busy}
            onReject={() => onDecide(application, 'Rejected')}
            onApprove={() => onDecide(application, 'Approved')}
          />
        ) : null
      }
    >
      <p className="break-words whitespace-pre-line">{application.message}</p>
    </AdminListItem>
  );
}
