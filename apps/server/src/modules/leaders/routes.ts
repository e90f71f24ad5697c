/** The leaders' routes: each is its declaration in the contract and one call into the service. */
import type { leaderRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { LeaderService } from './service';

export function leaderRouteHandlers(leaders: LeaderService): RouteHandlers<typeof leaderRoutes> {
  return {
    list: ({ query }) => leaders.list(query),
    create: ({ body }) => leaders.create(body),
    update: ({ params, body }) => leaders.update(params.id, body),
    remove: ({ params }) => leaders.remove(params.id),
  };
}
