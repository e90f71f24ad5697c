/**
 * Health for people and load balancers (docs/operations.md): `/api/health` (liveness) and
 * `/api/ready` (readiness), and the switch shutdown flips to say "not ready".
 */
import { healthRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { RouteRegistrar } from '../../http/register-routes';
import type { ModuleDeps } from '../module';
import { healthRouteHandlers, Readiness, type HealthDependencies } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** `routes` may be left out where health is all an app serves (a probe's own small server). */
export function register(
  app: FastifyInstance,
  deps: HealthDependencies & Partial<Pick<ModuleDeps, 'routes'>>,
) {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  const routes = deps.routes ?? new RouteRegistrar(app, { checkResponses: false, rateLimits: {} });
  routes.register(healthRoutes, healthRouteHandlers(deps, readiness, app.log));
  return { readiness };
}
