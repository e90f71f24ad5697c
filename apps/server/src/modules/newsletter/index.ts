/**
 * The newsletter (docs/newsletter.md): the footer's form with double opt-in, the links that
 * confirm and unsubscribe, the staff's Subscribers list (docs/decisions/019-admin-inbox-and-
 * subscribers.md) and Newsletter screen, and the sender that queues an issue's mails.
 */
import { newsletterRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { readChurchSettings } from '../church/settings-reader';
import type { MailQueue } from '../mail/service';
import type { ModuleDeps } from '../module';
import { runWhileUp } from '../polling-worker';
import { NewsletterIssueService } from './issues';
import { newsletterLinks } from './mails';
import { newsletterRouteHandlers } from './routes';
import { DEFAULT_NEWSLETTER_SEND, NewsletterSender, type NewsletterSendOptions } from './sender';
import { NewsletterService } from './service';

/** A one-click unsubscribe body (`List-Unsubscribe=One-Click`) is a few bytes; RFC 8058. */
const ONE_CLICK_BODY_LIMIT = 1024;

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps,
  needs: { mail: MailQueue },
  options: Partial<NewsletterSendOptions> = {},
) {
  const links = newsletterLinks(deps.config.mail.publicUrl);
  const newsletter = new NewsletterService(deps.db, needs.mail, links, deps.now);
  const sender = new NewsletterSender(deps.db, needs.mail, links, deps.log, {
    ...DEFAULT_NEWSLETTER_SEND,
    ...options,
  });
  const issues = new NewsletterIssueService(deps.db, needs.mail, sender);
  const { unsubscribe, ...rest } = newsletterRouteHandlers(newsletter, issues, deps.now, () =>
    readChurchSettings(deps.db),
  );
  const { unsubscribe: unsubscribeRoute, ...restRoutes } = newsletterRoutes;
  deps.routes.register(restRoutes, rest);
  // A mail program's one-click POST is a form (urlencoded or multipart, RFC 8058), whose body
  // says nothing the address does not: it is read and ignored, in this route's scope only.
  await app.register((scope, _options, done) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scope.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
        (_request, _body, done) => done(null, undefined),
      );
    deps.routes.within(scope).register({ unsubscribe: unsubscribeRoute }, { unsubscribe });
    done();
  });
  runWhileUp(app, sender);
  return { newsletter, newsletterIssues: issues, newsletterSender: sender };
}
