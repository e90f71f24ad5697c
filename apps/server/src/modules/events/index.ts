/** Church events (docs/product.md#events): the public calendar and the admins' edits. */
import { eventRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { eventRouteHandlers } from './routes';
import { EventService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const events = new EventService(deps.db, { timeZone: deps.config.churchTimeZone, now: deps.now });
  deps.routes.register(eventRoutes, eventRouteHandlers(events));
  return { events };
}
