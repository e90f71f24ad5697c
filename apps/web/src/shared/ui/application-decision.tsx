import type { TFunction } from 'i18next';
import type { ApplicationStatus } from '@torch/contract';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

const tones: Record<ApplicationStatus, BadgeTone> = {
  Pending: 'gold',
  Approved: 'green',
  Rejected: 'red',
};

/** An application's status as the admin reads it. */
export function applicationStatusLabel(t: TFunction, status: ApplicationStatus): string {
  switch (status) {
    case 'Pending':
      return t('pending', 'Pending');
    case 'Approved':
      return t('approved', 'Approved');
    case 'Rejected':
      return t('rejected', 'Rejected');
  }
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{applicationStatusLabel(t, status)}</Badge>;
}

export interface DecisionButtonsProps {
  /** What is decided, for the buttons' accessible names: 'Reject {subject}'. */
  subject: string;
  busy: boolean;
  onReject: () => void;
  onApprove: () => void;
}

/** Reject and Approve for an application still Pending; no question is asked. */
export function DecisionButtons({ subject, busy, onReject, onApprove }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onReject}
        aria-label={t('rejectSubject', 'Reject {{subject}}', { subject })}
      >
        {t('reject', 'Reject')}
      </Button>
      <Button
        size="sm"
        disabled={busy}
        onClick={onApprove}
        aria-label={t('approveSubject', 'Approve {{subject}}', { subject })}
      >
        <Icon name="check" className="size-4" />
        {t('approve', 'Approve')}
      </Button>
    </>
  );
}
