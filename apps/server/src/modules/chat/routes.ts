/**
 * HTTP shape of the chat (docs/product.md#chat-api): history per room, sending, read receipts,
 * reactions.
 */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  chatTexts,
  messageHistoryQuerySchema,
  privateHistoryQuerySchema,
  reactionInputSchema,
  sendMessageInputSchema,
} from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import type { ChatService } from './service';

export function registerChatRoutes(app: FastifyInstance, chat: ChatService): void {
  for (const roomId of [COMMUNITY_ROOM, ADMIN_ROOM]) {
    app.get(`/api/messages/${roomId}`, async (request) => {
      const viewer = await requireViewer(request);
      return chat.history(viewer, roomId, parseWith(messageHistoryQuerySchema, request.query));
    });
  }

  app.get('/api/messages/private', async (request) => {
    const viewer = await requireViewer(request);
    const { userId, ...page } = parseWith(privateHistoryQuerySchema, request.query);
    return chat.history(viewer, await chat.privateRoomWith(viewer, userId), page);
  });

  app.get('/api/messages/unread', async (request) =>
    chat.unreadCounts(await requireViewer(request)),
  );

  app.post('/api/messages', async (request, reply) => {
    const viewer = await requireViewer(request);
    const { message, created } = await chat.send(
      viewer,
      parseWith(sendMessageInputSchema, request.body),
    );
    return reply.status(created ? 201 : 200).send(message);
  });

  app.put('/api/messages/:id/read', async (request) => {
    const viewer = await requireViewer(request);
    return chat.markRead(viewer, parseId(request.params, chatTexts.messageNotFound));
  });

  app.post('/api/messages/:id/react', async (request) => {
    const viewer = await requireViewer(request);
    const id = parseId(request.params, chatTexts.messageNotFound);
    const { emoji } = parseWith(reactionInputSchema, request.body);
    return chat.toggleReaction(viewer, id, emoji);
  });
}
