/** HTTP shape of events (docs/product.md#content-api). */
import { eventInputSchema, eventListQuerySchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import { EVENT_NOT_FOUND, type EventService } from './service';

export function registerEventRoutes(app: FastifyInstance, events: EventService): void {
  app.get('/api/events', (request) => {
    const query = parseWith(eventListQuerySchema, request.query);
    return query.upcoming === 'true'
      ? events.listUpcoming(query.limit)
      : events.listAll(query.limit);
  });

  app.post('/api/events', async (request, reply) => {
    await requireAdmin(request);
    const input = parseWith(eventInputSchema, request.body);
    return reply.status(201).send(await events.create(input));
  });

  app.put('/api/events/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, EVENT_NOT_FOUND);
    return events.update(id, parseWith(eventInputSchema, request.body));
  });

  app.delete('/api/events/:id', async (request, reply) => {
    await requireAdmin(request);
    await events.remove(parseId(request.params, EVENT_NOT_FOUND));
    return reply.status(204).send();
  });
}
