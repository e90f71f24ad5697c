/**
 * The Socket.IO endpoint on the same port as the API. A socket needs a valid token in
 * `auth.token`, and a browser's Origin must be the app's own or listed in CORS_ORIGINS.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { SessionService, Viewer } from '../auth/sessions';

export interface SocketData {
  viewer: Viewer;
}

/** Small frames only: chat text is at most a few KB, images travel over HTTP. */
const MAX_SOCKET_MESSAGE_BYTES = 100_000;

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

export function attachSocketServer(
  app: FastifyInstance,
  options: { sessions: SessionService; corsOrigins: string[] },
): Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData> {
  const io = new Server<
    Record<string, never>,
    Record<string, never>,
    Record<string, never>,
    SocketData
  >(app.server, {
    path: '/socket.io',
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    serveClient: false,
    allowRequest: (request, callback) =>
      callback(null, isAllowedOrigin(request, options.corsOrigins)),
  });

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    if (typeof token !== 'string' || token.length === 0) {
      next(new Error('Authentication required'));
      return;
    }
    options.sessions.authenticate(`Bearer ${token}`).then(
      (viewer) => {
        socket.data.viewer = viewer;
        next();
      },
      () => next(new Error('Authentication failed')),
    );
  });

  io.on('connection', (socket) => {
    // A personal room lets the server reach every tab of one member, on any instance.
    void socket.join(`user:${socket.data.viewer.id}`);
  });

  return io;
}
