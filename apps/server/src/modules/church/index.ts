/** The church's settings (docs/configuration.md#church-settings). */
import { churchRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { ChurchSettingsService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const church = new ChurchSettingsService(deps.db, deps.announcer);
  deps.routes.register(churchRoutes, {
    get: () => church.read(),
    save: ({ body }) => church.save(body),
  });
  return { church };
}
