import { useId } from 'react';
import type { UserGrowth } from '@torch/contract';
import { areaPath, linePath, linePoints } from '../lib/trend-geometry';
import { membersTrendSummary } from '../lib/trend-summary';
import { TrendChart } from './trend-chart';
import { useTranslation } from 'react-i18next';

/** Members at the end of each day of the growth series: an ember line over a fading area. */
export function MembersTrendChart({ data }: { data: UserGrowth['data'] }) {
  const { t } = useTranslation();
  const fillId = useId();
  const points = linePoints(data.map((day) => day.count));
  return (
    <TrendChart
      summary={membersTrendSummary(data)}
      dates={data.map((day) => day.date)}
      emptyText={t('noMemberHistoryYet', 'No member history yet')}
    >
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--color-ember-400)" stopOpacity="0.35" />
          <stop offset="100%" stopColor="var(--color-ember-400)" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={areaPath(points)} fill={`url(#${fillId})`} />
      <path
        d={linePath(points)}
        fill="none"
        className="stroke-ember-600"
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </TrendChart>
  );
}
