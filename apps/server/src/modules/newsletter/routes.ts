/** The newsletter's routes: each is its declaration in the contract and one call into a service. */
import type { newsletterRoutes } from '@torch/contract';
import { sendCsvDownload, type ChurchNames } from '../../http/csv-download';
import type { RouteHandlers } from '../../http/register-routes';
import type { NewsletterIssueService } from './issues';
import type { NewsletterService } from './service';

export function newsletterRouteHandlers(
  newsletter: NewsletterService,
  issues: NewsletterIssueService,
  now: () => Date,
  church: ChurchNames,
): RouteHandlers<typeof newsletterRoutes> {
  return {
    subscribe: ({ body }) => newsletter.subscribe(body.email),
    confirm: ({ body }) => newsletter.confirm(body.token),
    unsubscribe: ({ params }) => newsletter.unsubscribe(params.token),
    summary: () => newsletter.summary(),
    sendTest: ({ viewer, body }) => issues.sendTest(viewer, body),
    send: ({ viewer, body }) => issues.send(viewer, body),
    issues: ({ query }) => issues.listPage(query),
    listPage: ({ query }) => newsletter.listPage(query),
    exportCsv: async ({ reply }) =>
      sendCsvDownload(reply, {
        church: await church(),
        name: 'subscribers',
        csv: await newsletter.exportCsv(),
        now: now(),
      }),
    remove: ({ params }) => newsletter.remove(params.id),
  };
}
