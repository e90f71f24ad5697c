/** Testimonies and their moderation (docs/product.md#community-api). */
import { testimonyRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import type { Notifier } from '../notifications/service';
import { testimonyRouteHandlers } from './routes';
import { TestimonyService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps, needs: { notifier: Notifier }) {
  const testimonies = new TestimonyService(deps.db, needs.notifier);
  deps.routes.register(testimonyRoutes, testimonyRouteHandlers(testimonies));
  return { testimonies };
}
