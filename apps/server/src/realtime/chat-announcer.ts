/**
 * Tells each chat room's audience, on every instance, about what was just committed. Emitting
 * to a thousand sockets takes tens of milliseconds of work, so it runs just after the current
 * request has answered (setImmediate keeps the order of emits) instead of delaying the answer.
 */
import type { ChatAnnouncer } from '../modules/chat/service';
import { chatAudience } from './rooms';
import type { TorchSocketServer } from './socket-server';

export function createChatAnnouncer(io: TorchSocketServer): ChatAnnouncer {
  const to = (roomId: string) => {
    const audience = chatAudience(roomId);
    // io.to([]) would mean everyone: a room with no audience hears nothing instead.
    return audience.length > 0 ? io.to(audience) : null;
  };
  const later = (emit: () => void) => void setImmediate(emit);
  return {
    messageCreated: (message) => later(() => to(message.roomId)?.emit('new-message', message)),
    statusUpdated: (roomId, status) =>
      later(() => to(roomId)?.emit('message-status-updated', status)),
    messageRead: (roomId, receipt) => later(() => to(roomId)?.emit('message-read', receipt)),
    reactionsChanged: (roomId, change) =>
      later(() => to(roomId)?.emit('reaction-added', { ...change, roomId })),
  };
}
