/**
 * The chat's data (docs/product.md#chat-api) over the routes declared in the contract: the
 * member directory, each room's messages, unread counts, and the writes (send, read, react).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  chatLimits,
  chatRoutes,
  mergeChatMessages,
  userRoutes,
  type ChatMember,
  type ChatMessage,
  type ChatType,
  type SendMessageInput,
  type UnreadCounts,
} from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';
import type { ChatRoom } from '../lib/rooms';

export const chatKeys = {
  members: ['chat', 'members'] as const,
  messages: ['chat', 'messages'] as const,
  room: (roomId: string) => [...chatKeys.messages, roomId] as const,
  unread: ['chat', 'unread'] as const,
};

export const chatMembersQueryKey = chatKeys.members;
export const allRoomMessagesQueryKey = chatKeys.messages;
export const roomMessagesQueryKey = chatKeys.room;
export const unreadCountsQueryKey = chatKeys.unread;

// The member directory ---------------------------------------------------------------------------

/** Every member with online state and last seen (a member's list has no e-mail addresses). */
export function getChatMembers(signal?: AbortSignal): Promise<ChatMember[]> {
  return callRoute(userRoutes.list, {}, { signal });
}

/** Online first, then by name; the viewer is left out. */
export function sortMembers(members: ChatMember[], myId: string): ChatMember[] {
  return members
    .filter((member) => member.id !== myId)
    .sort((a, b) => Number(b.online) - Number(a.online) || a.fullName.localeCompare(b.fullName));
}

/**
 * Refreshed every 30 s and stale after 15 s (docs/product.md#chat); presence events keep it
 * current between.
 */
export function useChatMembers(myId: string) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.members,
      queryFn: ({ signal }) => getChatMembers(signal),
      refetchInterval: chatLimits.usersRefetchMs,
      staleTime: chatLimits.usersRefetchMs / 2,
      select: (members) => sortMembers(members, myId),
    }),
  );
}

// A room's messages ------------------------------------------------------------------------------

interface Cursor {
  before?: number;
  after?: number;
  limit?: number;
}

/** One page of a room's history. */
function page(room: ChatRoom, cursor: Cursor, signal?: AbortSignal): Promise<ChatMessage[]> {
  if (room.type === 'private' && room.member)
    return callRoute(
      chatRoutes.privateHistory,
      { query: { userId: room.member.id, ...cursor } },
      { signal },
    );
  const route = room.type === 'admin' ? chatRoutes.adminHistory : chatRoutes.communityHistory;
  return callRoute(route, { query: cursor }, { signal });
}

/**
 * The first load takes the latest page; every later fetch (the 5 s poll while the socket is
 * down, a reconnect) asks from just before the last message held onwards, page by page, and
 * merges by id and sequence: no gap, no duplicate, no reorder.
 */
export async function fetchRoomMessages(
  room: ChatRoom,
  held: () => ChatMessage[] | undefined,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const start = held();
  if (!start || start.length === 0) return page(room, {}, signal);
  let fetched = start;
  // The first page reaches back over the last messages held, so receipts and reactions that
  // changed while this client was away are brought up to date too.
  let after = Math.max(0, (start.at(-1)?.seq ?? 0) - chatLimits.pageSize);
  for (;;) {
    const missed = await page(room, { after, limit: chatLimits.maxPageSize }, signal);
    fetched = mergeChatMessages(fetched, missed);
    if (missed.length < chatLimits.maxPageSize) break;
    after = missed.at(-1)?.seq ?? after;
  }
  return fetched;
}

/** Older messages, before the first one held. */
export function fetchOlderMessages(room: ChatRoom, beforeSeq: number): Promise<ChatMessage[]> {
  return page(room, { before: beforeSeq });
}

export function roomMessagesQueryOptions(room: ChatRoom, queryClient: QueryClient, live: boolean) {
  return queryOptions({
    queryKey: chatKeys.room(room.id),
    queryFn: ({ signal }) =>
      fetchRoomMessages(
        room,
        () => queryClient.getQueryData<ChatMessage[]>(chatKeys.room(room.id)),
        signal,
      ),
    // A fetch answers with what the server had when it was asked; messages pushed over the
    // socket meanwhile are already held, so the answer is merged in, never put in their place.
    structuralSharing: (held: unknown, fetched: unknown) =>
      mergeChatMessages((held as ChatMessage[] | undefined) ?? [], fetched as ChatMessage[]),
    // Polling is the fallback only while the socket is down: every 5 s.
    refetchInterval: live ? false : chatLimits.pollMs,
    staleTime: live ? Infinity : chatLimits.pollMs - 2000,
  });
}

/** Applies a change to one message wherever it is held. */
export function updateHeldMessage(
  queryClient: QueryClient,
  messageId: string,
  change: (message: ChatMessage) => ChatMessage,
): void {
  queryClient.setQueriesData<ChatMessage[]>({ queryKey: chatKeys.messages }, (messages) => {
    if (!messages?.some((message) => message._id === messageId)) return messages;
    return messages.map((message) => (message._id === messageId ? change(message) : message));
  });
}

// Unread counts ----------------------------------------------------------------------------------

/** Per room, the messages from others not read yet (kept by the server). */
export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return callRoute(chatRoutes.unread, {}, { signal });
}

export function useUnreadCounts() {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getUnreadCounts(signal),
  });
}

// Writes -----------------------------------------------------------------------------------------

export interface OutgoingMessage {
  clientId: string;
  roomId: string;
  chatType: ChatType;
  recipientId: string | null;
  content: string;
  isImage: boolean;
  replyTo: { messageId: string; content: string; authorName: string } | null;
}

export function sendMessage(message: OutgoingMessage): Promise<ChatMessage> {
  const body: SendMessageInput = {
    content: message.content,
    chatType: message.chatType,
    recipientId: message.recipientId,
    isImage: message.isImage,
    replyTo: message.replyTo,
    clientId: message.clientId,
  };
  return callRoute(chatRoutes.send, { body });
}

export function markMessageRead(messageId: string): Promise<ChatMessage> {
  return callRoute(chatRoutes.markRead, { params: { id: messageId } });
}

export function reactToMessage(messageId: string, emoji: string): Promise<ChatMessage> {
  return callRoute(chatRoutes.react, { params: { id: messageId }, body: { emoji } });
}
