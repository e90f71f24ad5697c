/**
 * The footer's newsletter form and the staff's Subscribers list
 * (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import { newsletterInputSchema, newsletterSubscriberListQuerySchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import type { PublicFormGuard } from '../../http/public-form-guard';
import { parseId, parseWith } from '../../http/validate';
import { SUBSCRIBER_NOT_FOUND, type NewsletterService } from './service';

export function registerNewsletterRoutes(
  app: FastifyInstance,
  newsletter: NewsletterService,
  guard: PublicFormGuard,
  now: () => Date = () => new Date(),
): void {
  app.post('/api/newsletter', async (request) => {
    await guard.admit('newsletter', request.ip);
    const { email } = parseWith(newsletterInputSchema, request.body);
    return newsletter.subscribe(email);
  });

  app.get('/api/admin/newsletter-subscribers', async (request) => {
    await requireAdmin(request);
    return newsletter.listPage(parseWith(newsletterSubscriberListQuerySchema, request.query));
  });

  app.get('/api/admin/newsletter-subscribers/export', async (request, reply) => {
    await requireAdmin(request);
    const csv = await newsletter.exportCsv();
    const day = now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="torch-subscribers-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  app.delete('/api/admin/newsletter-subscribers/:id', async (request, reply) => {
    await requireAdmin(request);
    await newsletter.remove(parseId(request.params, SUBSCRIBER_NOT_FOUND));
    return reply.status(204).send();
  });
}
