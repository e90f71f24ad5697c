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
import { register as registerAuth } from './modules/auth';
import { register as registerAdminStats } from './modules/admin-stats';
import { register as registerBlog } from './modules/blog';
import { register as registerCampuses } from './modules/campuses';
import { register as registerChurch } from './modules/church';
import { register as registerContact } from './modules/contact';
import { register as registerEvents } from './modules/events';
import { register as registerEventRegistrations } from './modules/event-registrations';
import { register as registerGiving } from './modules/giving';
import { register as registerHealth } from './modules/health';
import { register as registerLeaders } from './modules/leaders';
import { register as registerMail } from './modules/mail';
import type { MailQueueOptions } from './modules/mail/service';
import { register as registerMinistries } from './modules/ministries';
import type { ModuleDeps } from './modules/module';
import { register as registerNewConverts } from './modules/new-converts';
import { register as registerNewsletter } from './modules/newsletter';
import type { NewsletterSendOptions } from './modules/newsletter/sender';
import {
  register as registerNotifications,
  type NotificationOptions,
} from './modules/notifications';
import { register as registerPrayer } from './modules/prayer';
import { register as registerSiteContent } from './modules/site-content';
import { register as registerTeachings } from './modules/teachings';
import { register as registerTestimonies } from './modules/testimonies';
import { register as registerUploads } from './modules/uploads';
import { register as registerUsers } from './modules/users';
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
import { register as registerAssistant } from './modules/assistant';
import { register as registerChat } from './modules/chat';
import { registerRealtime } from './realtime';
import type { Presence } from './realtime/presence';
import { everyItem } from './db/table-page';
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
  services: {
    users: ReturnType<typeof registerUsers>['users'];
    sessions: SessionService;
    auth: ReturnType<typeof registerAuth>['auth'];
    passwords: ReturnType<typeof registerAuth>['passwords'];
    mail: ReturnType<typeof registerMail>['mail'];
    notifications: ReturnType<typeof registerNotifications>;
    limiter: RateLimiter;
    chat: ReturnType<typeof registerChat>['chat'];
    assistant: ReturnType<typeof registerAssistant>['assistant'];
    presence: Presence;
    socketStats: ReturnType<typeof registerChat>['socketStats'];
  } & Awaited<ReturnType<typeof registerUploads>> &
    ReturnType<typeof registerBlog> &
    ReturnType<typeof registerEvents> &
    ReturnType<typeof registerTeachings> &
    ReturnType<typeof registerLeaders> &
    ReturnType<typeof registerMinistries> &
    ReturnType<typeof registerCampuses> &
    ReturnType<typeof registerSiteContent> &
    ReturnType<typeof registerChurch> &
    ReturnType<typeof registerPrayer> &
    ReturnType<typeof registerTestimonies> &
    ReturnType<typeof registerNewConverts> &
    ReturnType<typeof registerAdminStats> &
    ReturnType<typeof registerContact> &
    Awaited<ReturnType<typeof registerNewsletter>> &
    ReturnType<typeof registerGiving> &
    ReturnType<typeof registerEventRegistrations>;
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
  registerHealth(app, moduleDeps);
  // Before the accounts: a profile picture must be one of our uploads, as a chat image must.
  const { uploads } = await registerUploads(app, moduleDeps);
  // Accounts: a changed role moves the member's open sockets too (through the announcer).
  const { users } = registerUsers(app, moduleDeps, { sessions, uploads, presence });
  // Mail goes out through a queue in the database (docs/decisions/029-mail-queue.md).
  const { mail } = registerMail(app, moduleDeps, deps.mailQueue);
  const { auth, passwords } = registerAuth(app, moduleDeps, { users, tokens, sessions, mail });
  // Notifications by mail and web push (docs/notifications.md), sent by the modules below.
  const notifications = registerNotifications(
    app,
    moduleDeps,
    { mail, secret: deps.jwtSecret },
    deps.notifications,
  );
  const { notifier } = notifications;
  const { blog } = registerBlog(app, moduleDeps);
  const { events } = registerEvents(app, moduleDeps);
  const { teachings } = registerTeachings(app, moduleDeps);
  const { leaders } = registerLeaders(app, moduleDeps);
  const { ministries, volunteers } = registerMinistries(app, moduleDeps, { notifier });
  const { campuses, campusApplications } = registerCampuses(app, moduleDeps, { notifier });
  const { siteContent } = registerSiteContent(app, moduleDeps);
  const { church } = registerChurch(app, moduleDeps);
  const { newsletter, newsletterIssues, newsletterSender } = await registerNewsletter(
    app,
    moduleDeps,
    { mail },
    deps.newsletterSend,
  );
  const { contact } = registerContact(app, moduleDeps, newsletter, notifier);

  // Member chat: HTTP for history and writes, the socket for everything live.
  const { chat, socketStats } = registerChat(app, moduleDeps, {
    uploads,
    presence,
    sessions,
    notices: notifier.chatNotices,
  });

  // Community modules: what members and visitors send in, and its moderation.
  const { prayers } = registerPrayer(app, moduleDeps, { notifier });
  const { testimonies } = registerTestimonies(app, moduleDeps, { notifier });
  const { newConverts } = registerNewConverts(app, moduleDeps);
  const { adminStats } = registerAdminStats(app, moduleDeps);

  // Giving by mobile money (docs/giving.md): gifts, their networks and the poller.
  const { donations } = registerGiving(app, moduleDeps, { mail });

  // Registration for events, tickets, the door and reminders (docs/events.md).
  const { registrations, door, reminders } = registerEventRegistrations(app, moduleDeps, {
    mail,
    secret: deps.jwtSecret,
  });

  // Operations (docs/operations.md): Prometheus metrics, only when METRICS_TOKEN is set.
  const metrics = registerMetrics(app, { token: config.metricsToken, io, database });

  // The assistant (docs/assistant.md): answers visitors from the church's own current content.
  const { assistant } = registerAssistant(app, moduleDeps, {
    metrics,
    sources: {
      upcomingEvents: () => everyItem((page) => events.listUpcoming(page)),
      teachings: () => everyItem((page) => teachings.list(page)),
      publishedPosts: () => everyItem((page) => blog.listPublished(page)),
      activeCampuses: () => everyItem((page) => campuses.listActive(page)),
      activeTeams: () => everyItem((page) => ministries.listActive(page)),
      leaders: () => everyItem((page) => leaders.list(page)),
    },
  });

  // The API reference (docs/decisions/022-routes-declared-in-the-contract.md).
  registerApiReference(app, routeRegistrar.declared);

  await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });

  return {
    app,
    routes,
    io,
    services: {
      users,
      sessions,
      auth,
      passwords,
      mail,
      notifications,
      limiter,
      uploads,
      blog,
      events,
      teachings,
      leaders,
      ministries,
      volunteers,
      campuses,
      campusApplications,
      siteContent,
      church,
      chat,
      assistant,
      presence,
      socketStats,
      prayers,
      testimonies,
      newConverts,
      adminStats,
      newsletter,
      newsletterIssues,
      newsletterSender,
      contact,
      donations,
      registrations,
      door,
      reminders,
    },
  };
}
