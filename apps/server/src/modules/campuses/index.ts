/** Light Campuses and campus proposals (docs/product.md#light-campuses, #admin-campuses). */
import { campusApplicationRoutes, campusRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { campusApplicationRouteHandlers } from './application-routes';
import { CampusApplicationService } from './application-service';
import { campusRouteHandlers } from './routes';
import { CampusService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const campuses = new CampusService(deps.db);
  deps.routes.register(campusRoutes, campusRouteHandlers(campuses));
  const campusApplications = new CampusApplicationService(deps.db, deps.now);
  deps.routes.register(campusApplicationRoutes, campusApplicationRouteHandlers(campusApplications));
  return { campuses, campusApplications };
}
