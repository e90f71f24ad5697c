/** The testimonies' routes: each is its declaration in the contract and one call into the service. */
import type { testimonyRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { TestimonyService } from './service';

export function testimonyRouteHandlers(
  testimonies: TestimonyService,
): RouteHandlers<typeof testimonyRoutes> {
  return {
    listPublic: ({ query }) => testimonies.listApproved(query),
    submit: ({ body, viewer }) => testimonies.submit(body, viewer?.id ?? null),
    listAll: ({ query }) => testimonies.listAll(query),
    // The body can only say "approved" (the contract's schema): there is nothing else to pass on.
    approve: ({ params }) => testimonies.approve(params.id),
    remove: ({ params }) => testimonies.remove(params.id),
  };
}
