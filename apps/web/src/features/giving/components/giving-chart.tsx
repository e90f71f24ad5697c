import { useState } from 'react';
import type { GivingTotals } from '@torch/contract';
import { cn } from '../../../shared/lib/cn';
import { formatAmount } from '../lib/amount';
import { money } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';
import { dateFormat, formatCurrency } from '../../../shared/lib/format-locale';
import { formatCompact } from '../../../shared/lib/format-number';

type Span = 'days' | 'months';
const HEIGHT = 160;
/** A bar's label: 'Nov' for a month, 'Nov 27' for a day (en-US); the series' days are UTC. */
const monthLabel = () => dateFormat({ month: 'short', timeZone: 'UTC' });
const dayLabel = () => dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 1,250,000 → '1.3M', 25,000 → '25K': an axis label that fits. */
const compact = formatCompact;

/**
 * Received gifts by day (the last 30) or by month (the last 12) as bars, drawn in SVG by us (no
 * chart library for one bar chart, docs/giving.md#what-staff-see). The drawing is hidden from
 * screen readers, which get the same figures as a table.
 */
export function GivingChart({ totals }: { totals: GivingTotals }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<Span>('days');
  const bars =
    span === 'days'
      ? totals.byDay.map((day) => ({
          key: day.date,
          label: dayLabel().format(new Date(`${day.date}T00:00:00Z`)),
          amount: day.amount,
          count: day.count,
        }))
      : totals.byMonth.map((month) => ({
          key: month.month,
          label: monthLabel().format(new Date(`${month.month}-01T00:00:00Z`)),
          amount: month.amount,
          count: month.count,
        }));
  const top = Math.max(...bars.map((bar) => bar.amount), 1);
  const width = 100 / bars.length;
  const caption =
    span === 'days'
      ? t('giftsReceivedLast30Days', 'Gifts received, last 30 days')
      : t('giftsReceivedLast12Months', 'Gifts received, last 12 months');

  return (
    <figure className="rounded-3xl border border-ink-100 bg-white p-5 shadow-warm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <figcaption className="font-semibold text-ink-900">{caption}</figcaption>
        <div
          role="group"
          aria-label={t('chartPeriod', 'Chart period')}
          className="flex rounded-full bg-ink-100 p-1"
        >
          {(['days', 'months'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={span === choice}
              onClick={() => setSpan(choice)}
              className={cn(
                'min-h-9 rounded-full px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ember-600 focus-visible:outline-none',
                span === choice ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600',
              )}
            >
              {choice === 'days' ? t('byDay', 'By day') : t('byMonth', 'By month')}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 flex gap-2" aria-hidden="true">
        <div className="flex w-10 flex-col justify-between text-right text-xs text-ink-500">
          <span>{compact(top)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 100 ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 flex-1 overflow-visible"
        >
          <line
            x1="0"
            x2="100"
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-ink-200"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          {bars.map((bar, i) => {
            const h = (bar.amount / top) * (HEIGHT - 4);
            return (
              <rect
                key={bar.key}
                x={i * width + width * 0.15}
                width={width * 0.7}
                y={HEIGHT - h}
                height={h}
                rx="0.6"
                className="fill-ember-500"
              >
                <title>
                  {t('chartBarTitle', '{{label}}: {{amount}}', {
                    label: bar.label,
                    amount: money(bar.amount),
                  })}
                </title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="mt-1 ml-12 flex justify-between text-xs text-ink-500" aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{span === 'days' ? t('day', 'Day') : t('month', 'Month')}</th>
            <th scope="col">
              {t('amountCurrency', 'Amount ({{currency}})', { currency: formatCurrency() })}
            </th>
            <th scope="col">{t('gifts', 'Gifts')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{formatAmount(bar.amount)}</td>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
