/** Video teachings (docs/product.md#teachings): the public library and the admins' edits. */
import { teachingRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { teachingRouteHandlers } from './routes';
import { TeachingService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const teachings = new TeachingService(deps.db);
  deps.routes.register(teachingRoutes, teachingRouteHandlers(teachings));
  return { teachings };
}
