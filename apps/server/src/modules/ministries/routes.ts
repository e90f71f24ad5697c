/** HTTP shape of the public ministry list (document 2 §7). */
import type { FastifyInstance } from 'fastify';
import type { MinistryService } from './service';

export function registerMinistryRoutes(app: FastifyInstance, ministries: MinistryService): void {
  app.get('/api/ministry-teams/public', () => ministries.listActive());
}
