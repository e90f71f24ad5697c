import { describe, expect, it } from 'vitest';
import { churchSettingsSchema } from './church-settings';
import { defaultChurchSettings } from './church-defaults';
import { fundId, fundName, fundsWithGifts } from './funds';
import { donationFieldsSchema } from './giving';

describe('giving funds', () => {
  it("makes a fund's id from its name, and today's names give today's ids", () => {
    expect(defaultChurchSettings.funds.map(fundId)).toEqual([
      'ministry-operations',
      'community-outreach',
      'global-missions',
    ]);
    expect(fundId('  Building Fund!! ')).toBe('building-fund');
    expect(fundId('Youth & Children (2027)')).toBe('youth-children-2027');
    expect(fundId('Église')).toBe('eglise');
  });

  it('names a fund as the church calls it now, or from its id once it is gone', () => {
    const funds = ['Building Fund', 'Missions'];
    expect(fundName('building-fund', funds)).toBe('Building Fund');
    expect(fundName('ministry-operations', funds)).toBe('Ministry Operations');
  });

  it("lists the church's funds in order, then the other funds that were given to", () => {
    expect(
      fundsWithGifts(['Building Fund', 'Missions'], ['missions', 'global-missions', 'alms']),
    ).toEqual(['building-fund', 'missions', 'alms', 'global-missions']);
  });

  it('refuses two funds with the same id, and a name that makes none, on the field', () => {
    const check = (funds: string[]) =>
      churchSettingsSchema.shape.funds.safeParse(funds).error?.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
      }));
    expect(check(['Building Fund', 'Missions'])).toBeUndefined();
    expect(check(['Building Fund', 'Missions', 'building fund'])).toEqual([
      {
        path: [2],
        message: '"building fund" is the same fund as "Building Fund": give each fund its own name',
      },
    ]);
    expect(check(['Missions', '!!!'])).toEqual([
      { path: [1], message: 'A fund name needs at least one letter or digit' },
    ]);
  });

  it("accepts any well-formed fund id on a gift; the server checks it is the church's", () => {
    const fund = donationFieldsSchema.shape.fund;
    expect(fund.safeParse('building-fund').success).toBe(true);
    expect(fund.safeParse('Building Fund').error?.issues[0]?.message).toBe(
      'Fund must be a fund id such as ministry-operations',
    );
    expect(fund.safeParse('a'.repeat(81)).success).toBe(false);
  });
});
