/** The ministry teams' routes: each is its declaration in the contract and one service call. */
import type { ministryRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { MinistryService } from './service';

export function ministryRouteHandlers(
  ministries: MinistryService,
): RouteHandlers<typeof ministryRoutes> {
  return {
    listActive: ({ query }) => ministries.listActive(query),
    listAll: ({ query }) => ministries.listAll(query),
    create: ({ body }) => ministries.create(body),
    update: ({ params, body }) => ministries.update(params.id, body),
    remove: ({ params }) => ministries.remove(params.id),
  };
}
