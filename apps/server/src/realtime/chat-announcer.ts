/** Tells each chat room's audience, on every instance, about what was just committed. */
import type { ChatAnnouncer } from '../modules/chat/service';
import { chatAudience } from './rooms';
import type { TorchSocketServer } from './socket-server';

export function createChatAnnouncer(io: TorchSocketServer): ChatAnnouncer {
  const to = (roomId: string) => {
    const audience = chatAudience(roomId);
    // io.to([]) would mean everyone: a room with no audience hears nothing instead.
    return audience.length > 0 ? io.to(audience) : null;
  };
  return {
    messageCreated: (message) => to(message.roomId)?.emit('new-message', message),
    statusUpdated: (roomId, status) => to(roomId)?.emit('message-status-updated', status),
    messageRead: (roomId, receipt) => to(roomId)?.emit('message-read', receipt),
    reactionsChanged: (roomId, change) => to(roomId)?.emit('reaction-added', { ...change, roomId }),
  };
}
