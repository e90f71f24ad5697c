/**
 * The Socket.IO endpoint on the same port as the API. A browser's Origin must be the app's
 * own or listed in CORS_ORIGINS. A socket with a token in `auth.token` is a member's and the
 * token must be valid; a socket without one is a visitor's, which only receives what is public
 * anyway (new requests on the prayer wall).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@torch/contract';
import type { SessionService, Viewer } from '../auth/sessions';
import { PUBLIC_ROOM, userRoom } from './rooms';

export interface SocketData {
  /** Null for a visitor who is not signed in. */
  viewer: Viewer | null;
  /** Kept so each chat event re-checks the session: a sign-out or role change counts at once. */
  token: string | null;
}

export type TorchServerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type TorchSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Small frames only: chat text is at most a few KB, images travel over HTTP. */
export const MAX_SOCKET_MESSAGE_BYTES = 100_000;

export function isAllowedOrigin(request: IncomingMessage, corsOrigins: string[]): boolean {
  const origin = request.headers.origin;
  // Only browsers send Origin, and only browsers can be tricked into cross-site sockets.
  if (!origin) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function attachSocketServer(
  app: FastifyInstance,
  options: {
    sessions: SessionService;
    corsOrigins: string[];
    /** With Redis, events reach sockets on every instance (and fetchSockets asks them all). */
    redis?: Redis;
  },
): Promise<TorchSocketServer> {
  const io: TorchSocketServer = new Server(app.server, {
    path: '/socket.io',
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    serveClient: false,
    allowRequest: (request, callback) =>
      callback(null, isAllowedOrigin(request, options.corsOrigins)),
  });

  if (options.redis) {
    const publisher = options.redis.duplicate({ lazyConnect: true });
    const subscriber = options.redis.duplicate({ lazyConnect: true });
    // While Redis is away ioredis reconnects on its own; /api/ready reports it meanwhile.
    for (const client of [publisher, subscriber])
      client.on('error', (error: Error) => app.log.warn({ err: error }, 'socket adapter: Redis'));
    // Connected before the adapter subscribes: its subscriptions are not promises anyone awaits,
    // so they must not sit in a queue that a lost connection would reject.
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber));
    app.addHook('onClose', (_instance, done) => {
      publisher.disconnect();
      subscriber.disconnect();
      done();
    });
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    if (token === undefined || token === null || token === '') {
      socket.data.viewer = null;
      socket.data.token = null;
      next();
      return;
    }
    if (typeof token !== 'string') {
      next(new Error('Authentication failed'));
      return;
    }
    options.sessions.authenticate(`Bearer ${token}`).then(
      (viewer) => {
        socket.data.viewer = viewer;
        socket.data.token = token;
        next();
      },
      () => next(new Error('Authentication failed')),
    );
  });

  io.on('connection', (socket) => {
    void socket.join(PUBLIC_ROOM);
    // A personal room lets the server reach every tab of one member, on any instance.
    if (socket.data.viewer) void socket.join(userRoom(socket.data.viewer.id));
  });

  return io;
}

/** Closes the sockets, on every instance, that were opened with a token now signed out. */
export async function closeSessionSockets(io: TorchSocketServer, viewer: Viewer): Promise<void> {
  const sockets = await io.in(userRoom(viewer.id)).fetchSockets();
  for (const socket of sockets) {
    if (socket.data.viewer?.tokenId === viewer.tokenId) socket.disconnect(true);
  }
}
