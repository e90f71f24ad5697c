/** HTTP shape of testimonies and their moderation (docs/product.md#community-api). */
import { testimonyApprovalSchema, testimonyInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { optionalViewer, requireAdmin } from '../../auth/request-auth';
import type { PublicFormGuard } from '../../http/public-form-guard';
import { parseId, parseWith } from '../../http/validate';
import { TESTIMONY_NOT_FOUND, type TestimonyService } from './service';

export function registerTestimonyRoutes(
  app: FastifyInstance,
  testimonies: TestimonyService,
  guard: PublicFormGuard,
): void {
  app.get('/api/testimonies/public', () => testimonies.listApproved());

  app.post('/api/testimonies', async (request, reply) => {
    const member = await optionalViewer(request);
    await guard.admit('testimony', request.ip);
    const input = parseWith(testimonyInputSchema, request.body);
    return reply.status(201).send(await testimonies.submit(input, member?.id ?? null));
  });

  app.get('/api/testimonies/admin/all', async (request) => {
    await requireAdmin(request);
    return testimonies.listAll();
  });

  app.put('/api/testimonies/admin/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, TESTIMONY_NOT_FOUND);
    parseWith(testimonyApprovalSchema, request.body);
    return testimonies.approve(id);
  });

  app.delete('/api/testimonies/admin/:id', async (request, reply) => {
    await requireAdmin(request);
    await testimonies.remove(parseId(request.params, TESTIMONY_NOT_FOUND));
    return reply.status(204).send();
  });
}
