/** HTTP shape of leaders (docs/product.md#content-api). */
import { leaderInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import { LEADER_NOT_FOUND, type LeaderService } from './service';

export function registerLeaderRoutes(app: FastifyInstance, leaders: LeaderService): void {
  app.get('/api/leaders', () => leaders.list());

  app.post('/api/leaders', async (request, reply) => {
    await requireAdmin(request);
    const input = parseWith(leaderInputSchema, request.body);
    return reply.status(201).send(await leaders.create(input));
  });

  app.put('/api/leaders/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, LEADER_NOT_FOUND);
    return leaders.update(id, parseWith(leaderInputSchema, request.body));
  });

  app.delete('/api/leaders/:id', async (request, reply) => {
    await requireAdmin(request);
    await leaders.remove(parseId(request.params, LEADER_NOT_FOUND));
    return reply.status(204).send();
  });
}
