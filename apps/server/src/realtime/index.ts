/**
 * The real-time side of the app: the Socket.IO server, the one announcer every module tells its
 * news to, and who is online. Sockets of a session that ends are closed, and on shutdown every
 * socket is dropped first.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionService } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { Announcer } from './announcer';
import { Presence } from './presence';
import { attachSocketServer, closeSessionSockets } from './socket-server';

export async function registerRealtime(
  app: FastifyInstance,
  deps: { config: Config; db: Database; sessions: SessionService; redis?: Redis },
) {
  const io = await attachSocketServer(app, {
    sessions: deps.sessions,
    corsOrigins: deps.config.corsOrigins,
    trustProxy: deps.config.trustProxy,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  deps.sessions.onRevoke((ended) => closeSessionSockets(io, ended));
  const announcer = new Announcer(io);
  const presence = new Presence(io, deps.db, announcer);
  // Sockets are long-lived: drop them first or the HTTP server would wait on them forever.
  // (io.close() would also close the HTTP server, which is Fastify's job.)
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
  });
  return { io, announcer, presence };
}
