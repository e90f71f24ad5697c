import { describe, expect, it } from 'vitest';
import { growthLabel } from './growth-label';

const day = (newUsers: number, count: number) => ({ date: '2026-11-01', count, newUsers });

describe('the User Growth figure', () => {
  it('counts the newcomers when nobody was there before, instead of a +0.0% that is not true', () => {
    const growth = {
      data: [day(0, 0), day(3, 3), day(1, 4)],
      totalUsers: 4,
      growthPercentage: 0,
      newUsersToday: 1,
    };
    expect(growthLabel(growth)).toBe('+4 members');
    expect(growthLabel({ ...growth, data: [day(1, 1)], totalUsers: 1 })).toBe('+1 member');
  });

  it('gives a percentage with one decimal against the members there before', () => {
    expect(
      growthLabel({
        data: [day(0, 8), day(2, 10)],
        totalUsers: 10,
        growthPercentage: 25,
        newUsersToday: 2,
      }),
    ).toBe('+25.0%');
  });
});
