/** The contact form's and Inbox's routes: each is its declaration and one call into the service. */
import type { contactRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { ContactService } from './service';

export function contactRouteHandlers(
  contact: ContactService,
  /** The newsletter's count, for the summary the admin navigation shows. */
  subscriberCount: () => Promise<number>,
): RouteHandlers<typeof contactRoutes> {
  return {
    send: ({ body }) => contact.receive(body),
    listNewest: () => contact.listNewestFirst(),
    listPage: ({ query }) => contact.listPage(query),
    setRead: ({ params, body }) => contact.setRead(params.id, body.read),
    remove: ({ params }) => contact.remove(params.id),
    summary: async () => {
      const [unreadMessages, subscribers] = await Promise.all([
        contact.unreadCount(),
        subscriberCount(),
      ]);
      return { unreadMessages, subscribers };
    },
  };
}
