/**
 * Health for people and load balancers. `/api/health` is liveness: the process serves and its
 * database answers. `/api/ready` is readiness: may this instance take traffic now? It also needs
 * Redis (when configured) and says no from the moment shutdown begins.
 */
import type { healthRoutes } from '@torch/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RouteHandlers } from '../../http/register-routes';

/** A check slower than this counts as down: a load balancer's probe must not hang. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export interface HealthDependencies {
  database: Pick<DatabaseHandle, 'ping'>;
  redis?: Pick<Redis, 'status' | 'ping'>;
}

/** Set once shutdown begins; from then on the instance reports itself not ready. */
export class Readiness {
  private shuttingDown = false;

  get draining(): boolean {
    return this.shuttingDown;
  }

  beginDraining(): void {
    this.shuttingDown = true;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function pingRedis(redis: NonNullable<HealthDependencies['redis']>): Promise<void> {
  // A connection that is reconnecting would queue the PING; say "down" at once instead.
  if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
  await withTimeout(redis.ping(), READINESS_CHECK_TIMEOUT_MS, 'Redis');
}

export function healthRouteHandlers(
  deps: HealthDependencies,
  readiness: Readiness,
  log: FastifyBaseLogger,
): RouteHandlers<typeof healthRoutes> {
  const pingDatabase = () =>
    withTimeout(deps.database.ping(), READINESS_CHECK_TIMEOUT_MS, 'The database');

  /** Resolves with the name of what is down, or undefined when it answered. */
  const downOrNot = (name: string, check: () => Promise<void>) =>
    check().then(
      () => undefined,
      (error: unknown) => {
        log.warn({ err: error }, `ready check: ${name} did not answer`);
        return name;
      },
    );

  return {
    health: async () => {
      try {
        await deps.database.ping();
      } catch (error) {
        log.warn({ err: error }, 'health check: database did not answer');
        throw new AppError(503, 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
    ready: async () => {
      if (readiness.draining) throw new AppError(503, 'Shutting down');
      const { redis } = deps;
      const down = (
        await Promise.all([
          downOrNot('Database', pingDatabase),
          redis ? downOrNot('Redis', () => pingRedis(redis)) : undefined,
        ])
      ).filter((name) => name !== undefined);
      if (down.length > 0) throw new AppError(503, `${down.join(' and ')} unavailable`);
      return { status: 'ready' as const };
    },
  };
}
