import type { NewsletterSummary } from '@torch/contract';
import { Skeleton } from '../../../shared/ui/skeleton';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/lib/format-number';

function figures(t: TFunction): { key: keyof NewsletterSummary; label: string; note: string }[] {
  return [
    {
      key: 'confirmed',
      label: t('confirmed', 'Confirmed'),
      note: t('receiveNewsletters', 'receive newsletters'),
    },
    {
      key: 'pending',
      label: t('pending', 'Pending'),
      note: t('haveNotConfirmedYet', 'have not confirmed yet'),
    },
    {
      key: 'unsubscribed',
      label: t('unsubscribed', 'Unsubscribed'),
      note: t('askedToStop', 'asked to stop'),
    },
  ];
}

/** Subscribers by state; only the confirmed receive what is sent (docs/newsletter.md). */
export function NewsletterCounts({ counts }: { counts: NewsletterSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-3">
      {figures(t).map(({ key, label, note }) => (
        <div
          key={key}
          className="flex flex-col gap-1 rounded-2xl border border-ink-100 bg-white p-3 shadow-warm sm:p-5"
        >
          <dt className="text-xs font-semibold tracking-[0.12em] text-ink-500 uppercase">
            {label}
          </dt>
          <dd className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
            {counts ? formatCount(counts[key]) : <Skeleton className="h-8 w-12" />}
          </dd>
          <dd className="hidden text-sm text-ink-500 sm:block">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
