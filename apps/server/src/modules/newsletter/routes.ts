/** The newsletter's routes: each is its declaration in the contract and one call into a service. */
import type { newsletterRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { NewsletterIssueService } from './issues';
import type { NewsletterService } from './service';

export function newsletterRouteHandlers(
  newsletter: NewsletterService,
  issues: NewsletterIssueService,
  now: () => Date,
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
    // A download: the file is named for the day and never cached (it lists addresses).
    exportCsv: async ({ reply }) => {
      const csv = await newsletter.exportCsv();
      const day = now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="torch-subscribers-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
    remove: ({ params }) => newsletter.remove(params.id),
  };
}
