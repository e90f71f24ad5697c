/** Prayer requests and the prayer wall (docs/product.md#community-api). */
import { prayerRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import type { Notifier } from '../notifications/service';
import { prayerRouteHandlers } from './routes';
import { PrayerService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps, needs: { notifier: Notifier }) {
  // Every open wall hears of a new, changed or removed public request the moment it is stored.
  const prayers = new PrayerService(
    deps.db,
    {
      created: (request) => deps.announcer.prayerRequestCreated(request),
      updated: (request) => deps.announcer.prayerRequestUpdated(request),
      removed: (id) => deps.announcer.prayerRequestRemoved(id),
    },
    needs.notifier,
  );
  deps.routes.register(prayerRoutes, prayerRouteHandlers(prayers));
  return { prayers };
}
