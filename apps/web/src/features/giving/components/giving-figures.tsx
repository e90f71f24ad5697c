import type { GivingTotals } from '@torch/contract';
import { money, useFundName } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';

/** Received today, this month and this year, then this year by fund. */
export function GivingFigures({ totals }: { totals: GivingTotals }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const figures = [
    ['today', t('today', 'Today'), totals.today],
    ['thisMonth', t('thisMonth', 'This month'), totals.thisMonth],
    ['thisYear', t('thisYear', 'This year'), totals.thisYear],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map(([key, label, figure]) => (
          <div key={key} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-warm">
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="font-display text-2xl font-semibold text-ink-900">
              {money(figure.amount)}
            </dd>
            <dd className="text-sm text-ink-500">
              {t('giftCount', {
                count: figure.count,
                defaultValue_one: '{{count}} gift',
                defaultValue_other: '{{count}} gifts',
              })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-warm">
        <h3 className="text-sm text-ink-600">{t('thisYearByFund', 'This year by fund')}</h3>
        <dl className="mt-2 divide-y divide-ink-100">
          {totals.byFund.map((fund) => (
            <div key={fund.fund} className="flex justify-between gap-3 py-1.5">
              <dt>{fundName(fund.fund)}</dt>
              <dd className="font-semibold whitespace-nowrap">{money(fund.amount)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
