/** Builds the Fastify app with every plugin and module wired in; main.ts decides when to listen. */
import path from 'node:path';
import etag from '@fastify/etag';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { SessionCache } from './auth/session-cache';
import { createLogger } from './logger';
import { SessionService } from './auth/sessions';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { MailQueueOptions } from './modules/mail/service';
import type { ModuleDeps } from './modules/module';
import { registerModules, type ModuleServices } from './modules/register-modules';
import type { NewsletterSendOptions } from './modules/newsletter/sender';
import type { NotificationOptions } from './modules/notifications';
import { RouteRegistrar } from './http/register-routes';
import { registerApiReference } from './http/api-reference';
import { memberApplicationLimit } from './http/member-application-limit';
import { PublicFormGuard } from './http/public-form-guard';
import { registerMetrics } from './metrics/register-metrics';
import {
  answerConnectionError,
  answerFrameworkError,
  MAX_PARAM_LENGTH,
  registerErrorHandler,
} from './plugins/error-handler';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './plugins/rate-limit';
import { registerRequestLog } from './plugins/request-log';
import { inlineScriptSources, registerSecurity } from './plugins/security';
import { readWebAppIndex, registerStaticFiles } from './plugins/static-files';
import { registerRealtime } from './realtime';
import type { Presence } from './realtime/presence';
import type { TorchSocketServer } from './realtime/socket-server';
import { storageImageSources } from './storage/provider';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** JSON bodies stay small; files travel as multipart uploads with their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Short enough that a change made outside the app is seen within seconds. */
export const DEFAULT_SESSION_CACHE_TTL_MS = 5_000;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  redis?: Redis;
  /** A ready logger (benchmarks, tests); by default one is made from the config. */
  loggerInstance?: FastifyBaseLogger;
  /** How long an authenticated token is remembered; 0 re-reads the user on every request. */
  sessionCacheTtlMs?: number;
  /** The clock for date rules such as "upcoming"; tests pin it. */
  now?: () => Date;
  /** Check every answer against its contract declaration; on by default under NODE_ENV=test. */
  checkResponses?: boolean;
  /** The mail queue's timings (tests retry in milliseconds, not minutes). */
  mailQueue?: Partial<MailQueueOptions>;
  /** The newsletter sender's batch size and poll (tests use small ones). */
  newsletterSend?: Partial<NewsletterSendOptions>;
  /** The notification sweep's timing (tests sweep by hand). */
  notifications?: Partial<NotificationOptions>;
}

/** One HTTP route as registered: the security suite walks this list, so none is missed. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface TorchApp {
  app: FastifyInstance;
  /** Every route the server answers, in registration order (HEAD routes Fastify adds included). */
  routes: readonly RegisteredRoute[];
  /** The Socket.IO server: the security suite reads which events a socket answers. */
  io: TorchSocketServer;
  services: ModuleServices & {
    sessions: SessionService;
    limiter: RateLimiter;
    presence: Presence;
  };
}

export async function buildApp(deps: AppDependencies): Promise<TorchApp> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: deps.loggerInstance ?? createLogger(config.logLevel),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors raised before a route runs get the one error shape too, not Fastify's own body.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Let in-flight requests finish on shutdown; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  const tokens = new TokenService(deps.jwtSecret);
  const sessionCache = new SessionCache(
    deps.sessionCacheTtlMs ?? DEFAULT_SESSION_CACHE_TTL_MS,
    deps.redis,
  );
  await sessionCache.listen();
  app.addHook('onClose', (_instance, done) => {
    sessionCache.close();
    done();
  });
  const sessions = new SessionService(database.db, tokens, sessionCache);
  const limiter = new RateLimiter(
    deps.redis ? new RedisRateLimitStore(deps.redis) : new MemoryRateLimitStore(),
  );
  app.decorate('sessions', sessions);

  // The API speaks JSON (and multipart for uploads); a plain-text body is a client mistake.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerRequestLog(app);
  await registerSecurity(app, {
    corsOrigins: config.corsOrigins,
    inlineScripts: inlineScriptSources(readWebAppIndex(config.webDistDir) ?? ''),
    imageSources: storageImageSources(config),
  });
  // An unchanged answer to a repeated poll is a 304 with no body (docs/decisions/028-lists-page.md).
  await app.register(etag);

  const { io, announcer, presence } = await registerRealtime(app, {
    config,
    db: database.db,
    sessions,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });

  // Content modules: each is a service (rules and queries) and its routes (HTTP shape).
  const formGuard = new PublicFormGuard(limiter, config.publicFormRateLimitPerIp);
  const routeRegistrar = new RouteRegistrar(app, {
    checkResponses: deps.checkResponses ?? config.nodeEnv === 'test',
    rateLimits: {
      'public-form': (request, limit) => formGuard.admit(limit.bucket ?? 'form', request.ip),
      'member-application': memberApplicationLimit(limiter),
    },
  });
  const moduleDeps: ModuleDeps = {
    config,
    db: database.db,
    database,
    ...(deps.redis ? { redis: deps.redis } : {}),
    routes: routeRegistrar,
    limiter,
    announcer,
    io,
    log: app.log,
    now: deps.now ?? (() => new Date()),
  };
  // Operations (docs/operations.md): Prometheus metrics, only when METRICS_TOKEN is set.
  const metrics = registerMetrics(app, { token: config.metricsToken, io, database });
  const modules = await registerModules(app, moduleDeps, {
    sessions,
    tokens,
    presence,
    metrics,
    secret: deps.jwtSecret,
    mailQueue: deps.mailQueue,
    notifications: deps.notifications,
    newsletterSend: deps.newsletterSend,
  });

  // The API reference (docs/decisions/022-routes-declared-in-the-contract.md).
  registerApiReference(app, routeRegistrar.declared);

  await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    church: () => modules.church.current(),
    siteTexts: () => modules.siteContent.allPages(),
  });

  return {
    app,
    routes,
    io,
    services: { ...modules, sessions, limiter, presence },
  };
}
