/**
 * The chat's socket events (docs/product.md#socket-events): rooms, delivery receipts, typing,
 * activity and reactions. Every event is checked against the contract (a malformed one is ignored
 * and counted), re-checks the session (a sign-out or a role change counts at once) and asks the
 * policy before anything happens. A socket that floods is dropped.
 */
import { authMessages, canonicalRoomId, chatTexts, socketPayloads } from '@torch/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { canEnterRoom, canUseAdminArea } from '../auth/policies';
import type { SessionService, Viewer } from '../auth/sessions';
import { AppError } from '../http/app-error';
import type { ChatService } from '../modules/chat/service';
import type { Presence } from './presence';
import { ADMINS_ROOM, MEMBERS_ROOM, focusRoom } from './rooms';
import type { TorchServerSocket, TorchSocketServer } from './socket-server';

/** Far above what a person typing and reacting sends; a script sending more is cut off. */
export const FLOOD_LIMIT = 120;
/**
 * Delivery receipts have a budget of their own: a client sends one for every message it is
 * sent, so in a busy room a well-behaved tab sends far more than FLOOD_LIMIT (200 members
 * writing once in 10 s is 200 receipts per tab per 10 s). The budget is the member's, across
 * all their tabs on this instance, so opening more tabs buys no more.
 */
export const RECEIPT_FLOOD_LIMIT = 2_000;
const FLOOD_WINDOW_MS = 10_000;
/** The client sends typing once a second at most; anything faster is not passed on. */
const TYPING_MIN_GAP_MS = 500;

export interface SocketEventStats {
  /** Events whose payload did not match the contract, or that named no known event. */
  malformed: number;
  /** Sockets disconnected for sending too many events. */
  flooded: number;
}

export function registerChatEvents(
  io: TorchSocketServer,
  deps: {
    chat: ChatService;
    presence: Presence;
    sessions: SessionService;
    log: FastifyBaseLogger;
  },
): SocketEventStats {
  const stats: SocketEventStats = { malformed: 0, flooded: 0 };
  // Counted in memory: a receipt answered from the caches costs less than a Redis round trip
  // would, and a member has at most MAX_SOCKETS_PER_MEMBER sockets on all instances together.
  const receiptWindows = new LRUCache<string, { count: number }>({
    max: 100_000,
    ttl: FLOOD_WINDOW_MS,
    noUpdateTTL: true,
  });

  io.on('connection', (socket) => {
    const flooding = guardAgainstFlood(socket, stats, receiptWindows);
    const member = socket.data.viewer;
    if (!member) {
      // A visitor's socket hears public news only; anything it sends is ignored.
      socket.onAny(() => (stats.malformed += 1));
      return;
    }
    void socket.join(MEMBERS_ROOM);
    if (canUseAdminArea(member)) void socket.join(ADMINS_ROOM);
    deps.presence.connected(member).catch((error: unknown) => {
      deps.log.error({ err: error }, 'presence update failed');
    });

    const lastTyping = new Map<string, number>();
    /** The events this socket answers (filled by `on` below); any other name is malformed. */
    const answered = new Set<unknown>();
    socket.onAny((event: unknown) => {
      if (!answered.has(event)) stats.malformed += 1;
    });

    /** Runs a handler with a checked payload and the member's current session. */
    const on = <S extends z.ZodType>(
      event: string,
      schema: S,
      handler: (viewer: Viewer, payload: z.output<S>) => Promise<void> | void,
    ) => {
      answered.add(event);
      socket.on(event as 'user-activity', (...args: unknown[]) => {
        if (flooding()) return;
        const parsed = schema.safeParse(args[0]);
        if (!parsed.success) {
          stats.malformed += 1;
          return;
        }
        void currentViewer(socket, deps.sessions)
          .then((viewer) => (viewer ? handler(viewer, parsed.data) : undefined))
          .catch((error: unknown) => {
            if (error instanceof AppError) socket.emit('error', { message: error.message });
            else deps.log.error({ err: error, event }, 'socket event failed');
          });
      });
    };

    // Room ids arrive as the client spelt them; a private room has one spelling on the server.
    on('join-room', socketPayloads.roomId, (viewer, spelt) => {
      const roomId = canonicalRoomId(spelt);
      if (!canEnterRoom(viewer, roomId)) throw new AppError(403, chatTexts.roomRefused);
      void socket.join(focusRoom(roomId));
    });

    on('leave-room', socketPayloads.roomId, (viewer, spelt) => {
      const roomId = canonicalRoomId(spelt);
      if (!socket.rooms.has(focusRoom(roomId))) return;
      void socket.leave(focusRoom(roomId));
      socket
        .to(focusRoom(roomId))
        .emit('user-stopped-typing', { userId: viewer.id, chatId: roomId });
    });

    on('message-delivered', socketPayloads.messageId, (viewer, messageId) =>
      deps.chat.markDelivered(viewer, messageId),
    );

    on('user-typing', socketPayloads.typing, (viewer, payload) => {
      const chatId = canonicalRoomId(payload.chatId);
      // Only from a conversation the member has open (join-room checked the policy).
      if (!socket.rooms.has(focusRoom(chatId))) return;
      const now = Date.now();
      if (now - (lastTyping.get(chatId) ?? 0) < TYPING_MIN_GAP_MS) return;
      lastTyping.set(chatId, now);
      // The name comes from the session, whatever the payload says.
      socket
        .to(focusRoom(chatId))
        .emit('user-typing', { userId: viewer.id, userName: viewer.fullName, chatId });
    });

    on('user-stopped-typing', socketPayloads.stoppedTyping, (viewer, payload) => {
      const chatId = canonicalRoomId(payload.chatId);
      if (!socket.rooms.has(focusRoom(chatId))) return;
      lastTyping.delete(chatId);
      socket.to(focusRoom(chatId)).emit('user-stopped-typing', { userId: viewer.id, chatId });
    });

    on('user-activity', socketPayloads.activity, (viewer) => deps.presence.active(viewer.id));

    // Answered through the acknowledgement: a sidebar shows who is here without polling.
    answered.add('online-members');
    socket.on('online-members', (ack) => {
      if (flooding() || typeof ack !== 'function') return;
      void currentViewer(socket, deps.sessions)
        .then((viewer) => (viewer ? deps.presence.onlineMembers() : []))
        .then(ack)
        .catch((error: unknown) => deps.log.error({ err: error }, 'online members failed'));
    });

    on('message-reaction', socketPayloads.reaction, async (viewer, { messageId, emoji }) => {
      await deps.chat.toggleReaction(viewer, messageId, emoji);
    });

    socket.on('disconnecting', () => {
      // A closing tab stops typing in whatever it had open.
      for (const room of socket.rooms) {
        if (!room.startsWith('focus:')) continue;
        socket
          .to(room)
          .emit('user-stopped-typing', { userId: member.id, chatId: room.slice('focus:'.length) });
      }
    });
    socket.on('disconnect', () => {
      deps.presence.disconnected(member.id).catch((error: unknown) => {
        deps.log.error({ err: error }, 'presence update failed');
      });
    });
  });

  return stats;
}

/**
 * Counts every event a socket sends, a visitor's too, whether or not anything answers it:
 * past the limit the socket is told why and disconnected. Receipts count against the member's
 * budget (a visitor's against the socket's own). Returns whether the socket was cut off.
 */
function guardAgainstFlood(
  socket: TorchServerSocket,
  stats: SocketEventStats,
  receiptWindows: LRUCache<string, { count: number }>,
): () => boolean {
  let windowStart = Date.now();
  let eventsInWindow = 0;
  let cutOff = false;
  const receiptKey = socket.data.viewer ? `member:${socket.data.viewer.id}` : `socket:${socket.id}`;
  const countReceipt = () => {
    // The entry expires a window after its first receipt (noUpdateTTL), starting a new window.
    const window = receiptWindows.get(receiptKey) ?? { count: 0 };
    if (window.count === 0) receiptWindows.set(receiptKey, window);
    window.count += 1;
    return window.count;
  };
  socket.onAny((event: unknown) => {
    if (cutOff) return;
    const now = Date.now();
    if (now - windowStart > FLOOD_WINDOW_MS) {
      windowStart = now;
      eventsInWindow = 0;
    }
    const over =
      event === 'message-delivered'
        ? countReceipt() > RECEIPT_FLOOD_LIMIT
        : (eventsInWindow += 1) > FLOOD_LIMIT;
    if (!over) return;
    cutOff = true;
    stats.flooded += 1;
    socket.emit('error', { message: chatTexts.tooFast });
    socket.disconnect(true);
  });
  return () => cutOff;
}

/**
 * The member behind a socket as of now. A session that ended (signed out, account removed)
 * closes the socket; a changed role moves it in or out of the admins' room.
 */
async function currentViewer(
  socket: TorchServerSocket,
  sessions: SessionService,
): Promise<Viewer | null> {
  try {
    const viewer = await sessions.authenticate(`Bearer ${socket.data.token ?? ''}`);
    socket.data.viewer = viewer;
    if (canUseAdminArea(viewer)) void socket.join(ADMINS_ROOM);
    else void socket.leave(ADMINS_ROOM);
    return viewer;
  } catch (error) {
    // Only an ended session closes the socket. A database that is slow or down for a moment is
    // not the member's fault: the event is dropped and the connection kept, or every client
    // would reconnect at once and add to the load.
    if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
    socket.emit('error', { message: authMessages.sessionExpired });
    socket.disconnect(true);
    return null;
  }
}
