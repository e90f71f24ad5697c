import { describe, expect, it } from 'vitest';
import {
  areaPath,
  barLayout,
  CHART_HEIGHT,
  CHART_WIDTH,
  linePath,
  linePoints,
} from './trend-geometry';

const numbersIn = (path: string) => path.match(/-?[\d.]+|NaN|Infinity/g) ?? [];

describe('the trend chart shapes', () => {
  it('spread a series across the whole width, the highest value near the top', () => {
    const points = linePoints([12, 15, 20]);
    expect(points.map((point) => point.x)).toEqual([0, CHART_WIDTH / 2, CHART_WIDTH]);
    const [first, , last] = points;
    expect(last!.y).toBeLessThan(first!.y);
    expect(last!.y).toBeGreaterThan(0);
    expect(first!.y).toBeLessThan(CHART_HEIGHT);
  });

  it('draw nothing for an empty series', () => {
    expect(linePoints([])).toEqual([]);
    expect(linePath([])).toBe('');
    expect(areaPath([])).toBe('');
    expect(barLayout([])).toEqual([]);
  });

  it('draw a single day or a flat series as a level line, with no NaN', () => {
    const single = linePoints([7]);
    expect(single).toEqual([
      { x: 0, y: CHART_HEIGHT / 2 },
      { x: CHART_WIDTH, y: CHART_HEIGHT / 2 },
    ]);
    const flat = areaPath(linePoints([0, 0, 0]));
    expect(flat).toBe(`M0,40 L150,40 L300,40 L300,${CHART_HEIGHT} L0,${CHART_HEIGHT} Z`);
    for (const value of numbersIn(flat)) expect(Number.isFinite(Number(value))).toBe(true);
  });

  it('give every day an equal slot and scale bars to a shared top', () => {
    const bars = barLayout([0, 2, 4], 8);
    expect(bars).toHaveLength(3);
    expect(bars[0]!.height).toBe(0);
    expect(bars[2]!.height).toBeCloseTo(bars[1]!.height * 2);
    expect(bars[2]!.y + bars[2]!.height).toBe(CHART_HEIGHT);
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width);
    expect(barLayout([0, 0])).toEqual([
      { x: 28.5, y: CHART_HEIGHT, width: 93, height: 0 },
      { x: 178.5, y: CHART_HEIGHT, width: 93, height: 0 },
    ]);
  });
});
