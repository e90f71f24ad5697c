/**
 * The footer's newsletter form and the staff's Subscribers list
 * (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import { newsletterRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { newsletterRouteHandlers } from './routes';
import { NewsletterService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const newsletter = new NewsletterService(deps.db);
  deps.routes.register(newsletterRoutes, newsletterRouteHandlers(newsletter, deps.now));
  return { newsletter };
}
