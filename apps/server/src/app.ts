/** Builds the Fastify app with every plugin and module wired in; main.ts decides when to listen. */
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { SessionCache } from './auth/session-cache';
import { SessionService } from './auth/sessions';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerAuthRoutes } from './modules/auth/routes';
import { register as registerBlog } from './modules/blog';
import { register as registerCampuses } from './modules/campuses';
import { register as registerEvents } from './modules/events';
import { register as registerLeaders } from './modules/leaders';
import { register as registerMinistries } from './modules/ministries';
import { register as registerSiteContent } from './modules/site-content';
import { register as registerTeachings } from './modules/teachings';
import type { ModuleDeps } from './modules/module';
import { RouteRegistrar } from './http/register-routes';
import { registerApiReference } from './http/api-reference';
import { Announcer } from './realtime/announcer';
import { register as registerContact } from './modules/contact';
import { register as registerNewsletter } from './modules/newsletter';
import { PublicFormGuard } from './http/public-form-guard';
import { memberApplicationLimit } from './http/member-application-limit';
import { AuthService } from './modules/auth/service';
import { register as registerHealth } from './modules/health';
import { registerMetrics } from './metrics/register-metrics';
import { register as registerUploads } from './modules/uploads';
import type { UploadService } from './modules/uploads/service';
import { registerProfileRoutes, registerUserAdminRoutes } from './modules/users/routes';
import { register as registerPrayer } from './modules/prayer';
import { register as registerTestimonies } from './modules/testimonies';
import { register as registerNewConverts } from './modules/new-converts';
import { register as registerAdminStats } from './modules/admin-stats';
import { UserService } from './modules/users/service';
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
import { registerAssistant } from './assistant/create-assistant';
import type { AssistantService } from './assistant/service';
import { canUseAdminArea } from './auth/policies';
import { registerChatRoutes } from './modules/chat/routes';
import { ChatService } from './modules/chat/service';
import { createChatAnnouncer } from './realtime/chat-announcer';
import {
  refreshChatMembership,
  registerChatEvents,
  type SocketEventStats,
} from './realtime/chat-events';
import { Presence } from './realtime/presence';
import {
  attachSocketServer,
  closeSessionSockets,
  type TorchSocketServer,
} from './realtime/socket-server';
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
    users: UserService;
    sessions: SessionService;
    auth: AuthService;
    limiter: RateLimiter;
    uploads: UploadService;
    leaders: ReturnType<typeof registerLeaders>['leaders'];
    chat: ChatService;
    assistant: AssistantService;
    presence: Presence;
    socketStats: SocketEventStats;
  } & ReturnType<typeof registerBlog> &
    ReturnType<typeof registerEvents> &
    ReturnType<typeof registerTeachings> &
    ReturnType<typeof registerMinistries> &
    ReturnType<typeof registerCampuses> &
    ReturnType<typeof registerSiteContent> &
    ReturnType<typeof registerPrayer> &
    ReturnType<typeof registerTestimonies> &
    ReturnType<typeof registerNewConverts> &
    ReturnType<typeof registerAdminStats> &
    ReturnType<typeof registerContact> &
    ReturnType<typeof registerNewsletter>;
}

export async function buildApp(deps: AppDependencies): Promise<TorchApp> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : {
          logger: {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', '*.password', '*.token'],
              censor: '[redacted]',
            },
          },
        }),
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
  // Set once the socket server exists: a changed role moves the member's sockets too.
  let refreshMembership: (userId: string) => Promise<void> = () => Promise.resolve();
  const users = new UserService(
    database.db,
    async (userId) => {
      await sessions.forgetUser(userId);
      await refreshMembership(userId);
    },
    // A profile picture must be one of our uploads; the uploads module is registered below,
    // before any request can arrive.
    (url) => uploads.isOwnImage(url),
  );
  const auth = new AuthService(users, tokens, sessions, limiter, config.authRateLimit);
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

  registerAuthRoutes(app, auth);
  registerProfileRoutes(app, users);

  const io = await attachSocketServer(app, {
    sessions,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  sessions.onRevoke((ended) => closeSessionSockets(io, ended));
  const presence = new Presence(io, database.db);
  registerUserAdminRoutes(app, users, presence);
  refreshMembership = async (userId) => {
    const account = await users.findById(userId);
    refreshChatMembership(io, userId, account ? canUseAdminArea(account) : false);
  };
  // Sockets are long-lived: drop them first or the HTTP server would wait on them forever.
  // (io.close() would also close the HTTP server, which is Fastify's job.)
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
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
    announcer: new Announcer(io),
    io,
    log: app.log,
    now: deps.now ?? (() => new Date()),
  };
  registerHealth(app, moduleDeps);
  const { uploads } = await registerUploads(app, moduleDeps);
  const { blog } = registerBlog(app, moduleDeps);
  const { events } = registerEvents(app, moduleDeps);
  const { teachings } = registerTeachings(app, moduleDeps);
  const { leaders } = registerLeaders(app, moduleDeps);
  const { ministries, volunteers } = registerMinistries(app, moduleDeps);
  const { campuses, campusApplications } = registerCampuses(app, moduleDeps);
  const { siteContent } = registerSiteContent(app, moduleDeps);
  const { newsletter } = registerNewsletter(app, moduleDeps);
  const { contact } = registerContact(app, moduleDeps, newsletter);

  // Member chat: HTTP for history and writes, the socket for everything live.
  const chat = new ChatService(database.db, createChatAnnouncer(io), limiter, (url) =>
    uploads.isOwnImage(url),
  );
  registerChatRoutes(app, chat);
  const socketStats = registerChatEvents(io, { chat, presence, sessions, log: app.log });

  // Community modules: what members and visitors send in, and its moderation.
  const { prayers } = registerPrayer(app, moduleDeps);
  const { testimonies } = registerTestimonies(app, moduleDeps);
  const { newConverts } = registerNewConverts(app, moduleDeps);
  const { adminStats } = registerAdminStats(app, moduleDeps);

  // Operations (docs/operations.md): Prometheus metrics, only when METRICS_TOKEN is set.
  const metrics = registerMetrics(app, { token: config.metricsToken, io, database });

  // The assistant (docs/assistant.md): answers visitors from the church's own current content.
  const assistant = registerAssistant(app, {
    config,
    db: database.db,
    limiter,
    metrics,
    now: deps.now ?? (() => new Date()),
    sources: {
      upcomingEvents: () => events.listUpcoming(),
      teachings: () => teachings.list(),
      publishedPosts: () => blog.listPublished(),
      activeCampuses: () => campuses.listActive(),
      activeTeams: () => ministries.listActive(),
      leaders: () => leaders.list(),
    },
  });

  // The API reference (docs/decisions/022-routes-declared-in-the-contract.md).
  registerApiReference(app, routeRegistrar.declared);

  const { hasWebApp } = await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasWebApp &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/uploads/') &&
      !path.extname(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    // The web app routes by hash: someone typing /events means /#/events.
    if (wantsPage) return reply.redirect(`/#${pathname}`);
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });

  return {
    app,
    routes,
    io,
    services: {
      users,
      sessions,
      auth,
      limiter,
      uploads,
      leaders,
      blog,
      events,
      teachings,
      ministries,
      volunteers,
      campuses,
      campusApplications,
      siteContent,
      chat,
      assistant,
      presence,
      socketStats,
      prayers,
      testimonies,
      newConverts,
      adminStats,
      newsletter,
      contact,
    },
  };
}
