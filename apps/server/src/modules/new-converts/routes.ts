/** The new-converts routes: each is its declaration in the contract and one call into the service. */
import type { newConvertRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { NewConvertService } from './service';

export function newConvertRouteHandlers(
  converts: NewConvertService,
): RouteHandlers<typeof newConvertRoutes> {
  return {
    // The answer echoes nothing back beyond an id: the details are the staff's to read.
    submit: async ({ body }) => ({
      _id: (await converts.submit(body))._id,
      message: 'Welcome to the family!',
    }),
    list: ({ query }) => converts.listNewestFirst(query),
  };
}
