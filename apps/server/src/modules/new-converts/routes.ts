/** HTTP shape of the new-converts form and its admin list (docs/product.md#community-api). */
import { newConvertInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import type { PublicFormGuard } from '../../http/public-form-guard';
import { parseWith } from '../../http/validate';
import type { NewConvertService } from './service';

export function registerNewConvertRoutes(
  app: FastifyInstance,
  converts: NewConvertService,
  guard: PublicFormGuard,
): void {
  app.post('/api/new-converts', async (request, reply) => {
    await guard.admit('new-convert', request.ip);
    const input = parseWith(newConvertInputSchema, request.body);
    // The answer echoes nothing back beyond an id: the details are the staff's to read.
    const created = await converts.submit(input);
    return reply.status(201).send({ _id: created._id, message: 'Welcome to the family!' });
  });

  app.get('/api/new-converts', async (request) => {
    await requireAdmin(request);
    return converts.listNewestFirst();
  });
}
