/** Member chat (docs/product.md#chat): HTTP for history and writes, the socket for everything live. */
import { chatRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../auth/sessions';
import { registerChatEvents } from '../../realtime/chat-events';
import type { Presence } from '../../realtime/presence';
import type { ModuleDeps } from '../module';
import type { UploadService } from '../uploads/service';
import type { ChatNotices } from './message-sender';
import { chatRouteHandlers } from './routes';
import { ChatService } from './service';

export function register(
  _app: FastifyInstance,
  deps: ModuleDeps,
  needs: {
    /** A chat image must be one of our uploads. */
    uploads: Pick<UploadService, 'isOwnImage'>;
    presence: Presence;
    sessions: SessionService;
    /** Pushes to the recipient of a private message and the author replied to. */
    notices: ChatNotices;
  },
) {
  const chat = new ChatService(deps.db, deps.announcer, deps.limiter, needs.uploads, needs.notices);
  deps.routes.register(chatRoutes, chatRouteHandlers(chat, needs.presence));
  const socketStats = registerChatEvents(deps.io, {
    chat,
    presence: needs.presence,
    sessions: needs.sessions,
    log: deps.log,
  });
  return { chat, socketStats };
}
