/**
 * Shapes of the dashboard's small trend charts, drawn in a fixed viewBox that the SVG
 * stretches to its card's width (preserveAspectRatio="none").
 */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 80;
/** Room above the highest point and below the lowest, so a line's stroke is never clipped. */
const TOP_GAP = 6;
const BOTTOM_GAP = 2;
/** Height of a day with nothing in it, so every day of the week still shows. */
export const EMPTY_BAR_HEIGHT = 2;

export interface Point {
  x: number;
  y: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One point per value, evenly spaced across the width. The scale runs from a little below the
 * lowest value to the highest, so a slow climb still reads as a climb; a flat series sits at
 * mid-height, and a single value spans the whole width.
 */
export function linePoints(values: readonly number[]): Point[] {
  if (values.length === 0) return [];
  const high = Math.max(...values);
  const low = Math.min(...values);
  const floor = Math.max(0, low - (high - low) * 0.2);
  const span = high - floor;
  const drawable = CHART_HEIGHT - TOP_GAP - BOTTOM_GAP;
  const yOf = (value: number) =>
    span === 0 ? CHART_HEIGHT / 2 : round(TOP_GAP + drawable - ((value - floor) / span) * drawable);
  if (values.length === 1) {
    const y = yOf(values[0]!);
    return [
      { x: 0, y },
      { x: CHART_WIDTH, y },
    ];
  }
  const step = CHART_WIDTH / (values.length - 1);
  return values.map((value, index) => ({ x: round(index * step), y: yOf(value) }));
}

/** The line through the points, as an SVG path ('' when there is nothing to draw). */
export function linePath(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

/** The line closed down to the bottom edge, to fill the area under it. */
export function areaPath(points: readonly Point[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  return `${linePath(points)} L${last.x},${CHART_HEIGHT} L${first.x},${CHART_HEIGHT} Z`;
}

/** One bar per value in equal slots, scaled to the largest of `max` and the values. */
export function barLayout(values: readonly number[], max = 0): Bar[] {
  if (values.length === 0) return [];
  const top = Math.max(max, ...values);
  const slot = CHART_WIDTH / values.length;
  const width = round(slot * 0.62);
  const drawable = CHART_HEIGHT - TOP_GAP;
  return values.map((value, index) => {
    const height = top === 0 ? 0 : round((Math.max(0, value) / top) * drawable);
    return {
      x: round(index * slot + (slot - width) / 2),
      y: round(CHART_HEIGHT - height),
      width,
      height,
    };
  });
}
