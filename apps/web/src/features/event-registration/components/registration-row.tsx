import type { Registration } from '@torch/contract';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { useTranslation } from 'react-i18next';

const statusBadge: Record<Registration['status'], [BadgeTone, string]> = {
  confirmed: ['green', 'Confirmed'],
  waitlisted: ['gold', 'Waitlist'],
  pending: ['neutral', 'Awaiting email'],
  cancelled: ['red', 'Cancelled'],
};

/** One registration in a staff list: who, their party, their state, and an action if any. */
export function RegistrationRow({
  registration,
  action,
}: {
  registration: Registration;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [tone, label] = statusBadge[registration.status];
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-4">
      <div className="min-w-[12rem] flex-1">
        <p className="font-semibold wrap-anywhere">{registration.full_name}</p>
        <p className="text-sm text-ink-600 wrap-anywhere">
          {registration.email}
          {registration.phone ? t('phone', '· {{phone}}', { phone: registration.phone }) : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={tone}>{label}</Badge>
        {registration.guests > 0 && (
          <Badge tone="neutral">
            {t('guests', '+{{guests}}', { guests: registration.guests })}
          </Badge>
        )}
        {registration.checked_in_at && <Badge tone="blue">{t('checkedIn', 'Checked in')}</Badge>}
      </div>
      {action}
    </div>
  );
}
