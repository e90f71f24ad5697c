/** Editable page texts and the Torch Stars page (docs/product.md#site-content, #torch-stars). */
import { siteContentRoutes, torchKidsRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { siteContentRouteHandlers, torchKidsRouteHandlers } from './routes';
import { SiteContentService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const siteContent = new SiteContentService(deps.db);
  deps.routes.register(siteContentRoutes, siteContentRouteHandlers(siteContent));
  deps.routes.register(torchKidsRoutes, torchKidsRouteHandlers(siteContent));
  return { siteContent };
}
