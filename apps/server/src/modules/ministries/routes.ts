/**
 * HTTP shape of ministry teams: the public list and the admins' team management
 * (docs/product.md#community-api).
 */
import { ministryTeamInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import { TEAM_NOT_FOUND, type MinistryService } from './service';

export function registerMinistryRoutes(app: FastifyInstance, ministries: MinistryService): void {
  app.get('/api/ministry-teams/public', () => ministries.listActive());

  app.get('/api/ministry-teams/admin', async (request) => {
    await requireAdmin(request);
    return ministries.listAll();
  });

  app.post('/api/ministry-teams', async (request, reply) => {
    await requireAdmin(request);
    const input = parseWith(ministryTeamInputSchema, request.body);
    return reply.status(201).send(await ministries.create(input));
  });

  app.put('/api/ministry-teams/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, TEAM_NOT_FOUND);
    return ministries.update(id, parseWith(ministryTeamInputSchema, request.body));
  });

  app.delete('/api/ministry-teams/:id', async (request, reply) => {
    await requireAdmin(request);
    await ministries.remove(parseId(request.params, TEAM_NOT_FOUND));
    return reply.status(204).send();
  });
}
