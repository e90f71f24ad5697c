/**
 * One JSON line per request (Fastify's default is two), with the request id. Only the path is
 * logged: query strings and headers may carry secrets.
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: this runs on every request and a promise is pure overhead.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
