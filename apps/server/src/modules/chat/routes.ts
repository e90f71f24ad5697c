/** The chat's HTTP routes: each is its declaration in the contract and one call into the service. */
import { ADMIN_ROOM, COMMUNITY_ROOM, type chatRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { ChatService } from './service';

export function chatRouteHandlers(
  chat: ChatService,
  presence: { onlineUserIds(): Promise<Set<string>> },
): RouteHandlers<typeof chatRoutes> {
  return {
    communityHistory: ({ viewer, query }) => chat.history(viewer, COMMUNITY_ROOM, query),
    adminHistory: ({ viewer, query }) => chat.history(viewer, ADMIN_ROOM, query),
    privateHistory: async ({ viewer, query: { userId, ...page } }) =>
      chat.history(viewer, await chat.privateRoomWith(viewer, userId), page),
    conversations: async ({ viewer, query }) =>
      chat.conversations(viewer, query, await presence.onlineUserIds()),
    unread: ({ viewer }) => chat.unreadCounts(viewer),
    // A retried send that finds its message already stored answers 200, not 201.
    send: async ({ viewer, body, reply }) => {
      const { message, created } = await chat.send(viewer, body);
      return created ? message : reply.status(200).send(message);
    },
    markRead: ({ viewer, params }) => chat.markRead(viewer, params.id),
    react: ({ viewer, params, body }) => chat.toggleReaction(viewer, params.id, body.emoji),
  };
}
