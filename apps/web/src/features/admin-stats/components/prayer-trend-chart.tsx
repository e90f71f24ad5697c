import type { PrayerStats } from '@torch/contract';
import { barLayout, CHART_HEIGHT, EMPTY_BAR_HEIGHT } from '../lib/trend-geometry';
import { prayerTrendSummary } from '../lib/trend-summary';
import { TrendChart } from './trend-chart';
import { useTranslation } from 'react-i18next';

/**
 * Requests sent each day as light bars, the part of them answered since as a darker bar inside
 * (answered requests are a share of that day's requests, so one scale serves both).
 */
export function PrayerTrendChart({ trends }: { trends: PrayerStats['trends'] }) {
  const { t } = useTranslation();
  const keys = [
    { id: 'requests', label: t('requests', 'Requests'), swatch: 'bg-ember-300' },
    { id: 'answered', label: t('answered', 'Answered'), swatch: 'bg-ember-700' },
  ];
  const top = Math.max(0, ...trends.map((day) => day.requests));
  const sent = barLayout(
    trends.map((day) => day.requests),
    top,
  );
  const answered = barLayout(
    trends.map((day) => Math.min(day.answered, day.requests)),
    top,
  );
  return (
    <TrendChart
      summary={prayerTrendSummary(trends)}
      dates={trends.map((day) => day.date)}
      emptyText={t('noPrayerHistoryYet', 'No prayer history yet')}
      legend={
        <span className="flex gap-3">
          {keys.map((key) => (
            <span key={key.id} className="inline-flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${key.swatch}`} />
              {key.label}
            </span>
          ))}
        </span>
      }
    >
      {sent.map((bar, index) => {
        const inner = answered[index];
        return bar.height === 0 ? (
          // A quiet day keeps its place in the week.
          <rect
            key={bar.x}
            x={bar.x}
            y={CHART_HEIGHT - EMPTY_BAR_HEIGHT}
            width={bar.width}
            height={EMPTY_BAR_HEIGHT}
            className="fill-ink-100"
          />
        ) : (
          <g key={bar.x}>
            {/* A bar is its box: x, y, width and height, as barLayout places it. */}
            <rect {...bar} className="fill-ember-300" />
            {inner && inner.height > 0 && <rect {...inner} className="fill-ember-700" />}
          </g>
        );
      })}
    </TrendChart>
  );
}
