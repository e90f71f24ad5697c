import type { Registration } from '@torch/contract';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function statusBadge(t: TFunction, status: Registration['status']): [BadgeTone, string] {
  switch (status) {
    case 'confirmed':
      return ['green', t('confirmed', 'Confirmed')];
    case 'waitlisted':
      return ['gold', t('waitlist', 'Waitlist')];
    case 'pending':
      return ['neutral', t('awaitingEmail', 'Awaiting email')];
    case 'cancelled':
      return ['red', t('cancelled', 'Cancelled')];
  }
}

/** One registration in a staff list: who, their party, their state, and an action if any. */
export function RegistrationRow({
  registration,
  action,
}: {
  registration: Registration;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [tone, label] = statusBadge(t, registration.status);
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-4">
      <div className="min-w-[12rem] flex-1">
        <p className="font-semibold wrap-anywhere">{registration.full_name}</p>
        <p className="text-sm text-ink-600 wrap-anywhere">
          {registration.email}
          {registration.phone ? ` · ${registration.phone}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={tone}>{label}</Badge>
        {registration.guests > 0 && <Badge tone="neutral">{`+${registration.guests}`}</Badge>}
        {registration.checked_in_at && <Badge tone="blue">{t('checkedIn', 'Checked in')}</Badge>}
      </div>
      {action}
    </div>
  );
}
