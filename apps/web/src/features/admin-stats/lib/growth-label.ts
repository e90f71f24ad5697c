/** The User Growth card's "Last 30 days" figure (docs/product.md#dashboard). */
import type { UserGrowth } from '@torch/contract';
import { i18next } from '../../../shared/i18n';
import { formatCount } from '../../../shared/lib/format-number';

/**
 * '+12.5%' against the members there before the window; when nobody was (a new church) a
 * percentage means nothing ('+0.0%' after going from 0 to 4), so it counts the newcomers.
 */
export function growthLabel(growth: UserGrowth): string {
  const joined = growth.data.reduce((sum, day) => sum + day.newUsers, 0);
  if (growth.totalUsers - joined <= 0) {
    return i18next.t('plusNewMembers', {
      count: joined,
      formatted: formatCount(joined),
      defaultValue_one: '+{{formatted}} member',
      defaultValue_other: '+{{formatted}} members',
    });
  }
  const percent = growth.growthPercentage;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}
