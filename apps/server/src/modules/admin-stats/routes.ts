/** HTTP shape of the admin dashboard's figures (docs/product.md#statistics-api): admins only. */
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import type { AdminStatsService } from './service';

export function registerAdminStatsRoutes(app: FastifyInstance, stats: AdminStatsService): void {
  app.get('/api/admin/stats', async (request) => {
    await requireAdmin(request);
    return stats.stats();
  });

  app.get('/api/admin/user-growth', async (request) => {
    await requireAdmin(request);
    return stats.userGrowth();
  });

  app.get('/api/admin/ministry-stats', async (request) => {
    await requireAdmin(request);
    return stats.ministryStats();
  });

  app.get('/api/admin/prayer-stats', async (request) => {
    await requireAdmin(request);
    return stats.prayerStats();
  });
}
