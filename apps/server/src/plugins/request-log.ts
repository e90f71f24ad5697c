/**
 * One JSON line per request (Fastify's default is two), with the request id. A request that
 * matched a route is logged by the route's pattern (`/api/newsletter/unsubscribe/:token`), never
 * its address: path parameters carry secrets (an unsubscribe token, a ticket's code), as query
 * strings and headers may. An address no route serves is logged so a broken link can be found,
 * without its query and with every long segment blanked: a mail scanner's GET of a POST-only
 * unsubscribe link matches no route and still carries the token (docs/operations.md#logs).
 */
import type { FastifyInstance } from 'fastify';

/**
 * Our own path words are lower-case letters and hyphens (`newsletter-subscribers`); a long
 * segment with anything else in it (a hex or base64url token, a ticket code, an id) is blanked.
 */
const OWN_WORD = /^[a-z.-]*$/;
const LONG_SEGMENT = 12;

export function unmatchedPath(url: string): string {
  return (url.split('?')[0] ?? '')
    .split('/')
    .map((segment) =>
      segment.length >= LONG_SEGMENT && !OWN_WORD.test(segment) ? ':redacted' : segment,
    )
    .join('/');
}

export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: this runs on every request and a promise is pure overhead.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        ...(route === undefined ? { path: unmatchedPath(request.url) } : { route }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
