/** Prayer requests and the prayer wall (docs/product.md#community-api). */
import { prayerRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { prayerRouteHandlers } from './routes';
import { PrayerService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  // Every open wall hears of a new public request the moment it is stored.
  const prayers = new PrayerService(deps.db, (request) =>
    deps.announcer.prayerRequestCreated(request),
  );
  deps.routes.register(prayerRoutes, prayerRouteHandlers(prayers));
  return { prayers };
}
