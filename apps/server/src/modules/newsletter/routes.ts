/** The newsletter's routes: each is its declaration in the contract and one call into the service. */
import type { newsletterRoutes } from '@torch/contract';
import { sendCsv } from '../../http/csv-download';
import type { RouteHandlers } from '../../http/register-routes';
import type { NewsletterService } from './service';

export function newsletterRouteHandlers(
  newsletter: NewsletterService,
  now: () => Date,
): RouteHandlers<typeof newsletterRoutes> {
  return {
    subscribe: ({ body }) => newsletter.subscribe(body.email),
    listPage: ({ query }) => newsletter.listPage(query),
    // A download: the file is named for the day and never cached (it lists addresses).
    exportCsv: async ({ reply }) =>
      sendCsv(reply, await newsletter.exportCsv(), 'torch-subscribers', now()),
    remove: ({ params }) => newsletter.remove(params.id),
  };
}
