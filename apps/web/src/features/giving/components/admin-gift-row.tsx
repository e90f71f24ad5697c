import type { AdminDonation } from '@torch/contract';
import { Badge } from '../../../shared/ui/badge';
import { giftDate, networkName, statusLabel, money, useFundName } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';

/** One gift in the staff's list: who, how much, for what, how, and where it stands. */
export function AdminGiftRow({ gift }: { gift: AdminDonation }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const status = statusLabel(t, gift.status);
  return (
    <li className="grid gap-2 px-5 py-4 sm:grid-cols-[1fr_9rem_11rem_8rem] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink-900">
          {gift.fullName}
          {gift.member && (
            <span className="ml-2 text-xs font-medium text-ink-500">
              {t('memberTag', 'member')}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-ink-600">
          {gift.receiptNumber ?? t('noReceipt', 'No receipt')} · {giftDate(gift.created_at)}
        </p>
      </div>
      <div>
        <p className="font-semibold text-ink-900">{money(gift.amount)}</p>
        <p className="text-sm text-ink-600">{fundName(gift.fund)}</p>
      </div>
      <div className="text-sm text-ink-700">
        <p>{networkName(gift.method)}</p>
        <p className="font-mono text-ink-600">{gift.phone}</p>
      </div>
      <div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
    </li>
  );
}
