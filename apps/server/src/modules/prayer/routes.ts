/** HTTP shape of the prayer wall and its moderation (docs/product.md#community-api). */
import { prayerRequestInputSchema, prayerRequestUpdateSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { optionalViewer, requireAdmin } from '../../auth/request-auth';
import type { PublicFormGuard } from '../../http/public-form-guard';
import { parseId, parseWith } from '../../http/validate';
import { PRAYER_NOT_FOUND, type PrayerService } from './service';

export function registerPrayerRoutes(
  app: FastifyInstance,
  prayers: PrayerService,
  guard: PublicFormGuard,
): void {
  app.get('/api/prayer-requests/public', () => prayers.listPublic());

  app.post('/api/prayer-requests', async (request, reply) => {
    const member = await optionalViewer(request);
    await guard.admit('prayer', request.ip);
    const input = parseWith(prayerRequestInputSchema, request.body);
    return reply.status(201).send(await prayers.submit(input, member));
  });

  app.get('/api/prayer-requests/admin/all', async (request) => {
    await requireAdmin(request);
    return prayers.listAll();
  });

  app.put('/api/prayer-requests/admin/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, PRAYER_NOT_FOUND);
    return prayers.update(id, parseWith(prayerRequestUpdateSchema, request.body));
  });

  app.delete('/api/prayer-requests/admin/:id', async (request, reply) => {
    await requireAdmin(request);
    await prayers.remove(parseId(request.params, PRAYER_NOT_FOUND));
    return reply.status(204).send();
  });
}
