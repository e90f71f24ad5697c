/** Ministry teams and volunteering (docs/product.md#serve, docs/product.md#admin-serve). */
import { ministryRoutes, volunteerRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import type { Notifier } from '../notifications/service';
import { ministryRouteHandlers } from './routes';
import { MinistryService } from './service';
import { volunteerRouteHandlers } from './volunteer-routes';
import { VolunteerService } from './volunteer-service';

export function register(_app: FastifyInstance, deps: ModuleDeps, needs: { notifier: Notifier }) {
  const ministries = new MinistryService(deps.db);
  deps.routes.register(ministryRoutes, ministryRouteHandlers(ministries));
  const volunteers = new VolunteerService(deps.db, needs.notifier);
  deps.routes.register(volunteerRoutes, volunteerRouteHandlers(volunteers));
  return { ministries, volunteers };
}
