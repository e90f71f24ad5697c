/** HTTP shape of teachings (docs/product.md#content-api). */
import { listLimitQuerySchema, teachingInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import { TEACHING_NOT_FOUND, type TeachingService } from './service';

export function registerTeachingRoutes(app: FastifyInstance, teachings: TeachingService): void {
  app.get('/api/teachings', (request) =>
    teachings.list(parseWith(listLimitQuerySchema, request.query).limit),
  );

  app.post('/api/teachings', async (request, reply) => {
    await requireAdmin(request);
    const input = parseWith(teachingInputSchema, request.body);
    return reply.status(201).send(await teachings.create(input));
  });

  app.put('/api/teachings/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, TEACHING_NOT_FOUND);
    return teachings.update(id, parseWith(teachingInputSchema, request.body));
  });

  app.delete('/api/teachings/:id', async (request, reply) => {
    await requireAdmin(request);
    await teachings.remove(parseId(request.params, TEACHING_NOT_FOUND));
    return reply.status(204).send();
  });
}
