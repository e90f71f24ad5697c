/**
 * `GET /metrics` in Prometheus text format, for the operator's scraper only: it exists when
 * METRICS_TOKEN is set (otherwise it is an unknown route, 404, and nothing is measured) and
 * answers only a request carrying `Authorization: Bearer <METRICS_TOKEN>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../http/app-error';
import type { TorchSocketServer } from '../realtime/socket-server';
import { timeDatabaseQueries } from './database-timing';
import { ServerMetrics } from './server-metrics';

export interface MetricsOptions {
  /** Unset turns metrics off entirely. */
  token: string | undefined;
  io: Pick<TorchSocketServer, 'of'>;
  database: DatabaseHandle;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function carriesToken(authorization: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
}

export function registerMetrics(
  app: FastifyInstance,
  options: MetricsOptions,
): ServerMetrics | undefined {
  if (!options.token) return undefined;
  const expected = digest(options.token);
  const metrics = new ServerMetrics(() => options.io.of('/').sockets.size);

  const stopTiming = timeDatabaseQueries(options.database, (operation, seconds) =>
    metrics.databaseQueryDuration.observe({ operation }, seconds),
  );
  app.addHook('onClose', (_instance, done) => {
    stopTiming();
    done();
  });

  // A callback hook like the request log: it runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern (`/api/events/:id`), never the raw URL: ids would explode the series.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status_code: status },
      reply.elapsedTime / 1000,
    );
    if (request.method === 'POST') {
      if (route === '/api/messages' && status === 201) metrics.chatMessagesSent.inc();
      else if (route === '/api/ai/chat') metrics.assistantRequests.inc({ status_code: status });
    }
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!carriesToken(request.headers.authorization, expected))
      throw new AppError(401, 'A valid metrics token is required', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    return reply
      .header('Content-Type', metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
  return metrics;
}
