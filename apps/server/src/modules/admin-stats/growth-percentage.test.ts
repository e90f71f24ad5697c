import { describe, expect, it } from 'vitest';
import { growthPercentage, monthTrend } from './service';

describe('the growth percentage', () => {
  it('compares new users with those before them, to one decimal', () => {
    expect(growthPercentage(1, 3)).toBe(33.3);
    expect(growthPercentage(2, 3)).toBe(66.7);
    expect(growthPercentage(5, 2)).toBe(250);
    expect(growthPercentage(0, 5)).toBe(0);
  });

  it('is 0 when nobody was there before: there is nothing to grow from', () => {
    expect(growthPercentage(4, 0)).toBe(0);
  });
});

describe('the trend text of a tile', () => {
  it('says how many were added this month', () => {
    expect(monthTrend(3)).toBe('+3 this month');
    expect(monthTrend(0)).toBe('+0 this month');
  });
});
