/**
 * HTTP shape of Light Campuses: the public list and the admins' campus management
 * (docs/product.md#community-api).
 */
import { lightCampusInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import { CAMPUS_NOT_FOUND, type CampusService } from './service';

export function registerCampusRoutes(app: FastifyInstance, campuses: CampusService): void {
  app.get('/api/light-campuses/public', () => campuses.listActive());

  app.get('/api/light-campuses/admin/all', async (request) => {
    await requireAdmin(request);
    return campuses.listAll();
  });

  app.post('/api/light-campuses/admin', async (request, reply) => {
    const admin = await requireAdmin(request);
    const input = parseWith(lightCampusInputSchema, request.body);
    return reply.status(201).send(await campuses.create(input, admin));
  });

  app.put('/api/light-campuses/admin/:id', async (request) => {
    const admin = await requireAdmin(request);
    const id = parseId(request.params, CAMPUS_NOT_FOUND);
    return campuses.update(id, parseWith(lightCampusInputSchema, request.body), admin);
  });

  app.delete('/api/light-campuses/admin/:id', async (request, reply) => {
    await requireAdmin(request);
    await campuses.remove(parseId(request.params, CAMPUS_NOT_FOUND));
    return reply.status(204).send();
  });
}
