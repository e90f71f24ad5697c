/** HTTP shape of the public campus list (document 2 §7). */
import type { FastifyInstance } from 'fastify';
import type { CampusService } from './service';

export function registerCampusRoutes(app: FastifyInstance, campuses: CampusService): void {
  app.get('/api/light-campuses/public', () => campuses.listActive());
}
