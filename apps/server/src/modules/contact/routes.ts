/**
 * The contact form and the staff's Inbox of its messages
 * (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import {
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageUpdateSchema,
  type InboxSummary,
} from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import type { PublicFormGuard } from '../../http/public-form-guard';
import { CONTACT_MESSAGE_NOT_FOUND, type ContactService } from './service';

export function registerContactRoutes(
  app: FastifyInstance,
  contact: ContactService,
  guard: PublicFormGuard,
  /** The newsletter's count, for the summary the admin navigation shows. */
  subscriberCount: () => Promise<number>,
): void {
  app.post('/api/contact-messages', async (request, reply) => {
    await guard.admit('contact', request.ip);
    const input = parseWith(contactMessageInputSchema, request.body);
    return reply.status(201).send(await contact.receive(input));
  });

  // The first list, kept for clients written before the Inbox: its newest page as an array.
  app.get('/api/contact-messages', async (request) => {
    await requireAdmin(request);
    return contact.listNewestFirst();
  });

  app.get('/api/admin/contact-messages', async (request) => {
    await requireAdmin(request);
    return contact.listPage(parseWith(contactMessageListQuerySchema, request.query));
  });

  app.put('/api/admin/contact-messages/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, CONTACT_MESSAGE_NOT_FOUND);
    const { read } = parseWith(contactMessageUpdateSchema, request.body);
    return contact.setRead(id, read);
  });

  app.delete('/api/admin/contact-messages/:id', async (request, reply) => {
    await requireAdmin(request);
    await contact.remove(parseId(request.params, CONTACT_MESSAGE_NOT_FOUND));
    return reply.status(204).send();
  });

  app.get('/api/admin/inbox-summary', async (request): Promise<InboxSummary> => {
    await requireAdmin(request);
    const [unreadMessages, subscribers] = await Promise.all([
      contact.unreadCount(),
      subscriberCount(),
    ]);
    return { unreadMessages, subscribers };
  });
}
