/** Light Campuses and campus proposals (docs/product.md#light-campuses, #admin-campuses). */
import { campusApplicationRoutes, campusRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import type { Notifier } from '../notifications/service';
import { campusApplicationRouteHandlers } from './application-routes';
import { CampusApplicationService } from './application-service';
import { campusRouteHandlers } from './routes';
import { CampusService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps, needs: { notifier: Notifier }) {
  const campuses = new CampusService(deps.db);
  deps.routes.register(campusRoutes, campusRouteHandlers(campuses));
  const campusApplications = new CampusApplicationService(deps.db, needs.notifier, deps.now);
  deps.routes.register(campusApplicationRoutes, campusApplicationRouteHandlers(campusApplications));
  return { campuses, campusApplications };
}
