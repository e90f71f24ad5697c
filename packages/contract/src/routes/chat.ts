/** The chat's HTTP routes (docs/product.md#chat-api); everything live goes over the socket. */
import { z } from 'zod';
import {
  chatMessageSchema,
  chatTexts,
  messageHistoryQuerySchema,
  privateHistoryQuerySchema,
  reactionInputSchema,
  sendMessageInputSchema,
  unreadCountsSchema,
} from '../chat';
import { conversationSchema, conversationsQuerySchema } from '../conversations';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import { idParamsSchema } from './params';

const page = z.array(chatMessageSchema);
const byId = { params: idParamsSchema, notFoundMessage: chatTexts.messageNotFound } as const;

export const chatRoutes = {
  communityHistory: defineRoute({
    method: 'GET',
    path: '/api/messages/community',
    summary: "A page of the community chat's messages, oldest first",
    tag: 'Chat',
    access: 'member',
    query: messageHistoryQuerySchema,
    response: page,
  }),
  adminHistory: defineRoute({
    method: 'GET',
    path: '/api/messages/admin',
    summary: "A page of the admins' chat's messages, oldest first",
    tag: 'Chat',
    access: 'admin',
    query: messageHistoryQuerySchema,
    response: page,
  }),
  privateHistory: defineRoute({
    method: 'GET',
    path: '/api/messages/private',
    summary: 'A page of the private conversation with `userId`, oldest first',
    tag: 'Chat',
    access: 'member',
    refusals: { 404: 'No such member to talk with' },
    query: privateHistoryQuerySchema,
    response: page,
  }),
  /** Answers a page (docs/decisions/028-lists-page.md), ordered by each last message, newest first. */
  conversations: pagedList({
    path: '/api/messages/conversations',
    summary: "The caller's private conversations, the most recent first, with unread counts",
    tag: 'Chat',
    access: 'member',
    query: conversationsQuerySchema,
    item: conversationSchema,
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/api/messages/unread',
    summary: 'Per room, the messages from others not read yet',
    tag: 'Chat',
    access: 'member',
    response: unreadCountsSchema,
  }),
  /** 201 when stored; 200 with the stored message when a `clientId` retry finds it already there. */
  send: defineRoute({
    method: 'POST',
    path: '/api/messages',
    summary: 'Send a message (idempotent with a clientId)',
    tag: 'Chat',
    access: 'member',
    refusals: { 403: 'Not a room the member may write in', 404: 'No such member to write to' },
    body: sendMessageInputSchema,
    response: chatMessageSchema,
    status: 201,
    rateLimit: { policy: 'chat-send' },
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/api/messages/:id/read',
    summary: 'Mark a message, and everything before it in its room, as read',
    tag: 'Chat',
    access: 'member',
    ...byId,
    response: chatMessageSchema,
  }),
  react: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/react',
    summary: 'Add an emoji reaction, or take it back',
    tag: 'Chat',
    access: 'member',
    ...byId,
    body: reactionInputSchema,
    response: chatMessageSchema,
  }),
};
