/** Liveness for load balancers and `npm start` users: OK only when the database answers. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';

export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/api/health', async () => {
    try {
      await ping();
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database did not answer');
      throw new AppError(503, 'Database unavailable');
    }
    return { status: 'ok' as const };
  });
}
