/**
 * The one shape of a server module: `modules/<area>/index.ts` exports `register(app, deps)`,
 * which builds the area's services, registers its routes from their contract declarations and
 * returns the services other modules or tests need. See docs/decisions/023-one-module-shape.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { RouteRegistrar } from '../http/register-routes';
import type { RateLimiter } from '../plugins/rate-limit';
import type { Announcer } from '../realtime/announcer';
import type { TorchSocketServer } from '../realtime/socket-server';

export interface ModuleDeps {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  redis?: Redis;
  routes: RouteRegistrar;
  limiter: RateLimiter;
  announcer: Announcer;
  io: TorchSocketServer;
  log: FastifyBaseLogger;
  /** The clock for date rules ("upcoming", "today"); tests pin it. */
  now: () => Date;
}
