/** The events' routes: each is its declaration in the contract and one call into the service. */
import type { eventRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { EventService } from './service';

export function eventRouteHandlers(events: EventService): RouteHandlers<typeof eventRoutes> {
  return {
    list: ({ query }) =>
      query.upcoming === 'true' ? events.listUpcoming(query) : events.listAll(query),
    create: ({ body }) => events.create(body),
    update: ({ params, body }) => events.update(params.id, body),
    remove: ({ params }) => events.remove(params.id),
  };
}
