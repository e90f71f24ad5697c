/** The contact form (document 1 §2.10, §7) and the staff's inbox of its messages. */
import { contactMessageInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseWith } from '../../http/validate';
import type { PublicFormGuard } from '../../http/public-form-guard';
import type { ContactService } from './service';

export function registerContactRoutes(
  app: FastifyInstance,
  contact: ContactService,
  guard: PublicFormGuard,
): void {
  app.post('/api/contact-messages', async (request, reply) => {
    await guard.admit('contact', request.ip);
    const input = parseWith(contactMessageInputSchema, request.body);
    return reply.status(201).send(await contact.receive(input));
  });

  app.get('/api/contact-messages', async (request) => {
    await requireAdmin(request);
    return contact.listNewestFirst();
  });
}
