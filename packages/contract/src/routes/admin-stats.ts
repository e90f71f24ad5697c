/** The admin dashboard's figures (docs/product.md#statistics-api): admins only. */
import { defineRoute } from '../http/route';
import {
  adminStatsSchema,
  ministryStatsSchema,
  prayerStatsSchema,
  userGrowthSchema,
} from '../admin-stats';

export const adminStatsRoutes = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    summary: 'Counts of everything the church publishes, with trends',
    tag: 'Dashboard',
    access: 'admin',
    response: adminStatsSchema,
  }),
  userGrowth: defineRoute({
    method: 'GET',
    path: '/api/admin/user-growth',
    summary: 'Accounts per day over the last weeks',
    tag: 'Dashboard',
    access: 'admin',
    response: userGrowthSchema,
  }),
  ministryStats: defineRoute({
    method: 'GET',
    path: '/api/admin/ministry-stats',
    summary: 'Volunteers and pending applications per team',
    tag: 'Dashboard',
    access: 'admin',
    response: ministryStatsSchema,
  }),
  prayerStats: defineRoute({
    method: 'GET',
    path: '/api/admin/prayer-stats',
    summary: 'Prayer requests and answered ones per day',
    tag: 'Dashboard',
    access: 'admin',
    response: prayerStatsSchema,
  }),
};
