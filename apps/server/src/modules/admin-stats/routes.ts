/** The dashboard's routes: each is its declaration in the contract and one call into the service. */
import type { adminStatsRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { AdminStatsService } from './service';

export function adminStatsRouteHandlers(
  stats: AdminStatsService,
): RouteHandlers<typeof adminStatsRoutes> {
  return {
    stats: () => stats.stats(),
    userGrowth: () => stats.userGrowth(),
    ministryStats: () => stats.ministryStats(),
    prayerStats: () => stats.prayerStats(),
  };
}
