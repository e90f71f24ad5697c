/** The footer's newsletter form (document 1 §2.11). */
import { newsletterInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { PublicFormGuard } from '../../http/public-form-guard';
import { parseWith } from '../../http/validate';
import type { NewsletterService } from './service';

export function registerNewsletterRoutes(
  app: FastifyInstance,
  newsletter: NewsletterService,
  guard: PublicFormGuard,
): void {
  app.post('/api/newsletter', async (request) => {
    await guard.admit('newsletter', request.ip);
    const { email } = parseWith(newsletterInputSchema, request.body);
    return newsletter.subscribe(email);
  });
}
