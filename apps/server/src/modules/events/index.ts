/** Church events (docs/product.md#events): the public calendar and the admins' edits. */
import { eventCalendarRoutes, eventRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { EventCalendar } from './calendar';
import { eventCalendarRouteHandlers } from './calendar-routes';
import { eventRouteHandlers } from './routes';
import { EventService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const events = new EventService(deps.db, { now: deps.now });
  deps.routes.register(eventRoutes, eventRouteHandlers(events));
  const calendar = new EventCalendar(deps.db, {
    publicUrl: deps.config.mail.publicUrl,
    now: deps.now,
  });
  deps.routes.register(eventCalendarRoutes, eventCalendarRouteHandlers(calendar));
  return { events };
}
