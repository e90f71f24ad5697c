import type { CampusApplication } from '@torch/contract';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Avatar } from '../../../shared/ui/avatar';
import { ApplicationStatusBadge, DecisionButtons } from '../../../shared/ui/application-decision';
import { ContactText } from '../../../shared/ui/contact-text';
import { useTranslation } from 'react-i18next';

/** A campus proposal: who sent it, the proposed leader and contact, the campus, the mission. */
export function AdminCampusApplicationItem({
  application,
  busy,
  onDecide,
}: {
  application: CampusApplication;
  busy: boolean;
  onDecide: (application: CampusApplication, decision: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  return (
    <AdminListItem
      media={<Avatar name={application.applicantName} src={application.avatarUrl} />}
      title={application.name}
      badges={<ApplicationStatusBadge status={application.status} />}
      meta={
        <>
          <span>
            {t('fromApplicantName', 'From {{applicantName}}', {
              applicantName: application.applicantName,
            })}
          </span>
          <span>
            {t('leaderProposedLeaderName', 'Leader: {{proposedLeaderName}}', {
              proposedLeaderName: application.proposedLeaderName,
            })}
          </span>
          <span className="min-w-0">
            <ContactText text={application.contactInfo} />
          </span>
          <span>{application.location}</span>
        </>
      }
      actions={
        application.status === 'Pending' ? (
          <DecisionButtons
            subject={application.name}
            busy={busy}
            onReject={() => onDecide(application, 'reject')}
            onApprove={() => onDecide(application, 'approve')}
          />
        ) : null
      }
    >
      <p className="break-words whitespace-pre-line">{application.description}</p>
    </AdminListItem>
  );
}
