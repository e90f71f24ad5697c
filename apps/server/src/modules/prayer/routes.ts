/** The prayer wall's routes: each is its declaration in the contract and one call into the service. */
import type { prayerRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { PrayerService } from './service';

export function prayerRouteHandlers(prayers: PrayerService): RouteHandlers<typeof prayerRoutes> {
  return {
    listPublic: ({ query }) => prayers.listPublic(query),
    submit: ({ body, viewer }) => prayers.submit(body, viewer),
    listAll: ({ query }) => prayers.listAll(query),
    update: ({ params, body }) => prayers.update(params.id, body),
    remove: ({ params }) => prayers.remove(params.id),
  };
}
