/** Church leaders (docs/product.md#leaders). */
import { leaderRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { leaderRouteHandlers } from './routes';
import { LeaderService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const leaders = new LeaderService(deps.db);
  deps.routes.register(leaderRoutes, leaderRouteHandlers(leaders));
  return { leaders };
}
