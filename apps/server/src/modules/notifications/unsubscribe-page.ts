/**
 * The unsubscribe link of every notification mail (docs/notifications.md#turning-them-off). GET
 * shows a page with one button, so a link scanner opening the address changes nothing; POST (the
 * button, or a mail program's one-click request of RFC 8058 with its form body) turns that kind
 * of mail off. The signed token is the only credential: no sign-in.
 */
import { notificationKinds, type ChurchSettings } from '@torch/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/templates';
import type { NotificationPreferences } from './preferences';
import { UNSUBSCRIBE_PATH } from './service';
import type { UnsubscribeTokens } from './unsubscribe-token';

const INVALID_LINK =
  'This unsubscribe link is not valid. You can change your e-mails on your profile page.';

export function registerUnsubscribePage(
  app: FastifyInstance,
  tokens: UnsubscribeTokens,
  preferences: NotificationPreferences,
  /** The church's current settings: its name and colour head the page. */
  church: () => Promise<ChurchSettings>,
) {
  const page = async (...args: PageArgs) => pageFor(await church(), ...args);
  const subjectOf = (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    return typeof token === 'string' && token.length < 300 ? tokens.verify(token) : null;
  };
  void app.register((scope, _options, done) => {
    // A mail program posts `List-Unsubscribe=One-Click` as a form (or multipart); the body says
    // nothing the address does not, so it is read and ignored, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_req, _body, next) =>
      next(null, undefined),
    );
    scope.get(UNSUBSCRIBE_PATH, (request, reply) => {
      const subject = subjectOf(request);
      if (!subject) return page(reply, 400, 'Link not valid', INVALID_LINK);
      const { label } = notificationKinds[subject.kind];
      return page(
        reply,
        200,
        `Stop "${label}" e-mails`,
        `Press the button to stop receiving "${label}" e-mails. Other e-mails, and notifications on your devices, stay as they are.`,
        `<form method="post"><button type="submit">Stop these e-mails</button></form>`,
      );
    });
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const subject = subjectOf(request);
      if (!subject) return page(reply, 400, 'Link not valid', INVALID_LINK);
      await preferences.turnOff(subject.userId, subject.kind, 'email');
      const { label } = notificationKinds[subject.kind];
      return page(
        reply,
        200,
        'You are unsubscribed',
        `You will no longer receive "${label}" e-mails. You can turn them on again on your profile page.`,
      );
    });
    done();
  });
}

type PageArgs = [reply: FastifyReply, status: number, title: string, text: string, form?: string];

function pageFor(
  church: Pick<ChurchSettings, 'name' | 'brandColour'>,
  ...[reply, status, title, text, form = '']: PageArgs
) {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // Under /api, whose policy allows nothing: this page needs its own inline styles and form.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      ).send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(church.name)}</title>
<style>body{margin:0;padding:48px 16px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f2933}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px 24px}
h1{font-size:22px;margin:0 0 16px}p{line-height:1.5}.church{color:${church.brandColour};font-weight:bold}
button{background:${church.brandColour};color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;font-weight:bold;cursor:pointer}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}</style></head>
<body><main><p class="church">${escapeHtml(church.name)}</p><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>${form}</main></body></html>`)
  );
}
