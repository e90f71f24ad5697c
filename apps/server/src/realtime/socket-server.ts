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
import { chatTexts, type ClientToServerEvents, type ServerToClientEvents } from '@torch/contract';
import type { EndedSessions, SessionService, Viewer } from '../auth/sessions';
import {
  MemoryConnectionSlots,
  RedisConnectionSlots,
  type ConnectionSlots,
} from './connection-slots';
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

/** Ten tabs and devices is more than anyone uses; each socket holds memory on the server. */
export const MAX_SOCKETS_PER_MEMBER = 10;
/** Visitors are counted per address: a household or a church's wifi shares one. */
export const MAX_VISITOR_SOCKETS_PER_ADDRESS = 50;

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

/**
 * The visitor's address as the HTTP API sees it: behind a trusted proxy, the first address in
 * X-Forwarded-For (else every visitor would share the proxy's address and its cap).
 */
export function clientAddress(
  handshake: { address: string; headers: IncomingMessage['headers'] },
  trustProxy: boolean,
): string {
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = [forwarded].flat()[0]?.split(',')[0]?.trim();
  return trustProxy && first ? first : handshake.address;
}

export async function attachSocketServer(
  app: FastifyInstance,
  options: {
    sessions: SessionService;
    corsOrigins: string[];
    trustProxy: boolean;
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

  // Counted in Redis when there is one, so the caps hold across instances.
  const slots: ConnectionSlots = options.redis
    ? new RedisConnectionSlots(options.redis, app.log)
    : new MemoryConnectionSlots();
  app.addHook('onClose', (_instance, done) => {
    slots.close();
    done();
  });
  io.use((socket, next) => {
    const viewer = socket.data.viewer;
    const [key, limit] = viewer
      ? [`member:${viewer.id}`, MAX_SOCKETS_PER_MEMBER]
      : [
          `address:${clientAddress(socket.handshake, options.trustProxy)}`,
          MAX_VISITOR_SOCKETS_PER_ADDRESS,
        ];
    slots.take(key, socket.id, limit).then(
      (taken) => {
        if (!taken) {
          next(new Error(chatTexts.tooManyConnections));
          return;
        }
        // Whichever comes first: the socket leaves, or the connection under it closes (also
        // when it closes before the handshake has finished).
        const release = () => void slots.release(key, socket.id);
        socket.once('disconnect', release);
        socket.conn.once('close', release);
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  io.on('connection', (socket) => {
    void socket.join(PUBLIC_ROOM);
    // A personal room lets the server reach every tab of one member, on any instance.
    if (socket.data.viewer) void socket.join(userRoom(socket.data.viewer.id));
  });

  return io;
}

/** Closes the sockets, on every instance, that were opened with tokens now signed out. */
export async function closeSessionSockets(
  io: TorchSocketServer,
  ended: EndedSessions,
): Promise<void> {
  if (ended.tokenId === null) {
    io.in(userRoom(ended.userId)).disconnectSockets(true);
    return;
  }
  const sockets = await io.in(userRoom(ended.userId)).fetchSockets();
  for (const socket of sockets) {
    if (socket.data.viewer?.tokenId === ended.tokenId) socket.disconnect(true);
  }
}
