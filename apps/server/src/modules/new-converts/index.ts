/** The new-converts form and its admin list (docs/product.md#community-api). */
import { newConvertRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { newConvertRouteHandlers } from './routes';
import { NewConvertService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const newConverts = new NewConvertService(deps.db);
  deps.routes.register(newConvertRoutes, newConvertRouteHandlers(newConverts));
  return { newConverts };
}
