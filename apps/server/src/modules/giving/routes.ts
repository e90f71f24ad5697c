/** Giving's routes: each is its declaration and one call into the service. */
import type { givingRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { DonationService } from './service';

export function givingRouteHandlers(
  donations: DonationService,
): RouteHandlers<typeof givingRoutes> {
  return {
    config: () => donations.publicConfig(),
    create: ({ body, viewer }) => donations.give(body, viewer),
    status: ({ params, query }) => donations.status(params.id, query.reference),
    mtnCallback: async ({ body }) => {
      // MTN sends back the externalId we gave (the gift's id), and sometimes its reference.
      await donations.callbackReceived(
        'mtn',
        stringField(body, 'externalId') ?? stringField(body, 'referenceId'),
        body,
      );
      return { received: true };
    },
    airtelCallback: async ({ body }) => {
      const transaction = body.transaction;
      const id =
        typeof transaction === 'object' && transaction !== null
          ? stringField(transaction as Record<string, unknown>, 'id')
          : null;
      await donations.callbackReceived('airtel', id, body);
      return { received: true };
    },
  };
}

function stringField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' ? value : null;
}
