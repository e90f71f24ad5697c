import type { ReactNode } from 'react';
import { CHART_HEIGHT, CHART_WIDTH } from '../lib/trend-geometry';
import { shortDayLabel } from '../lib/trend-summary';

/**
 * The frame of a small dashboard chart: an SVG that stretches to its card, announced as one
 * image whose name is the summary, with the first and last day under it. A series with no days
 * shows the empty text instead.
 */
export function TrendChart({
  summary,
  dates,
  emptyText,
  legend,
  children,
}: {
  summary: string;
  /** The series' days, oldest first ('YYYY-MM-DD'). */
  dates: readonly string[];
  emptyText: string;
  legend?: ReactNode;
  /** The marks, drawn in CHART_WIDTH × CHART_HEIGHT units. */
  children: ReactNode;
}) {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) {
    return (
      <p className="flex h-20 items-center justify-center rounded-2xl border border-dashed border-ink-200 bg-cream-50 px-4 text-center text-sm text-ink-600">
        {emptyText}
      </p>
    );
  }
  return (
    <div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-20 w-full overflow-visible"
      >
        <title>{summary}</title>
        {children}
      </svg>
      {/* The summary already names the period; the axis is for the eye. */}
      <div
        aria-hidden="true"
        className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-ink-500"
      >
        <span>{shortDayLabel(first)}</span>
        {legend}
        {dates.length > 1 && <span>{shortDayLabel(last)}</span>}
      </div>
    </div>
  );
}
