/** Campus proposals' routes: 'Start a Campus' and the admins' Applications tab. */
import type { campusApplicationRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { CampusApplicationService } from './application-service';

export function campusApplicationRouteHandlers(
  applications: CampusApplicationService,
): RouteHandlers<typeof campusApplicationRoutes> {
  return {
    apply: ({ body, viewer }) => applications.submit(body, viewer),
    listAll: ({ query }) => applications.listAll(query),
    approve: ({ params, body: { campus }, viewer }) =>
      applications.approve(params.id, campus ? { campus, admin: viewer } : undefined),
    reject: ({ params }) => applications.reject(params.id),
  };
}
