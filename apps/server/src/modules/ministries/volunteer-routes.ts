/** Volunteering's routes: Apply to Join, the member's own list, the admins' decisions. */
import type { volunteerRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { VolunteerService } from './volunteer-service';

export function volunteerRouteHandlers(
  volunteers: VolunteerService,
): RouteHandlers<typeof volunteerRoutes> {
  return {
    apply: ({ body, viewer }) => volunteers.apply(body, viewer),
    mine: ({ viewer, query }) => volunteers.listMine(viewer.id, query),
    listAll: ({ query }) => volunteers.listAll(query),
    decide: ({ params, body }) => volunteers.decide(params.id, body),
  };
}
