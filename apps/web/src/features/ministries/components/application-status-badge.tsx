import type { ApplicationStatus } from '@torch/contract';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';

const tones: Record<ApplicationStatus, BadgeTone> = {
  Pending: 'gold',
  Approved: 'green',
  Rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
