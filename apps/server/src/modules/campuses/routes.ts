/** The Light Campuses' routes: each is its declaration in the contract and one service call. */
import type { campusRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { CampusService } from './service';

export function campusRouteHandlers(campuses: CampusService): RouteHandlers<typeof campusRoutes> {
  return {
    listActive: ({ query }) => campuses.listActive(query),
    listAll: ({ query }) => campuses.listAll(query),
    create: ({ body, viewer }) => campuses.create(body, viewer),
    update: ({ params, body, viewer }) => campuses.update(params.id, body, viewer),
    remove: ({ params }) => campuses.remove(params.id),
  };
}
