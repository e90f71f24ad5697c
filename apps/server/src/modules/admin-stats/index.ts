/** The admin dashboard's figures (docs/product.md#statistics-api). */
import { adminStatsRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { adminStatsRouteHandlers } from './routes';
import { AdminStatsService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  // The dashboard's days are the church's days, on the clock tests pin.
  const adminStats = new AdminStatsService(deps.db, { now: deps.now });
  deps.routes.register(adminStatsRoutes, adminStatsRouteHandlers(adminStats));
  return { adminStats };
}
