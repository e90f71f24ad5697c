/** The teachings' routes: each is its declaration in the contract and one call into the service. */
import type { teachingRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { TeachingService } from './service';

export function teachingRouteHandlers(
  teachings: TeachingService,
): RouteHandlers<typeof teachingRoutes> {
  return {
    list: ({ query }) => teachings.list(query),
    create: ({ body }) => teachings.create(body),
    update: ({ params, body }) => teachings.update(params.id, body),
    remove: ({ params }) => teachings.remove(params.id),
  };
}
