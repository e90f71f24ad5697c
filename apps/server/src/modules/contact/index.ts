/**
 * The contact form and the staff's Inbox of its messages
 * (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import { contactRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import type { NewsletterService } from '../newsletter/service';
import type { Notifier } from '../notifications/service';
import { contactRouteHandlers } from './routes';
import { ContactService } from './service';

export function register(
  _app: FastifyInstance,
  deps: ModuleDeps,
  /** The Inbox summary counts subscribers beside unread messages. */
  newsletter: Pick<NewsletterService, 'count'>,
  notifier: Notifier,
) {
  const contact = new ContactService(deps.db, notifier, deps.now);
  deps.routes.register(
    contactRoutes,
    contactRouteHandlers(contact, () => newsletter.count()),
  );
  return { contact };
}
