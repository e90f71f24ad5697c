import type { CampusApplication } from '@torch/contract';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { ContactText } from '../../../shared/ui/contact-text';
import { Icon } from '../../../shared/ui/icon';

const tones: Record<CampusApplication['status'], BadgeTone> = {
  Pending: 'gold',
  Approved: 'green',
  Rejected: 'red',
};

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
  return (
    <AdminListItem
      media={<Avatar name={application.applicantName} src={application.avatarUrl} />}
      title={application.name}
      badges={<Badge tone={tones[application.status]}>{application.status}</Badge>}
      meta={
        <>
          <span>From {application.applicantName}</span>
          <span>Leader: {application.proposedLeaderName}</span>
          <span className="min-w-0">
            <ContactText text={application.contactInfo} />
          </span>
          <span>{application.location}</span>
        </>
      }
      actions={
        application.status === 'Pending' ? (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onDecide(application, 'reject')}
              aria-label={`Reject ${application.name}`}
            >
              Reject
            </Button>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onDecide(application, 'approve')}
              aria-label={`Approve ${application.name}`}
            >
              <Icon name="check" className="size-4" />
              Approve
            </Button>
          </>
        ) : null
      }
    >
      <p className="break-words whitespace-pre-line">{application.description}</p>
    </AdminListItem>
  );
}
