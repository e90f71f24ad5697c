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
  type Conversation,
  type ChatMessage,
  type ChatType,
  type SendMessageInput,
  type UnreadCounts,
} from '@torch/contract';
import { callRoute, callRoutePage } from '../../../shared/api/route-client';
import { SMALL_CHURCH_MEMBERS } from '../lib/directory';
import type { ChatRoom } from '../lib/rooms';

export const chatKeys = {
  members: ['chat', 'members'] as const,
  search: (q: string) => ['chat', 'member-search', q] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: ['chat', 'messages'] as const,
  room: (roomId: string) => [...chatKeys.messages, roomId] as const,
  unread: ['chat', 'unread'] as const,
};

export const chatMembersQueryKey = chatKeys.members;
export const allRoomMessagesQueryKey = chatKeys.messages;
export const roomMessagesQueryKey = chatKeys.room;
export const unreadCountsQueryKey = chatKeys.unread;

// The member directory ---------------------------------------------------------------------------

/**
 * The directory's first page: in a small church (lib/directory.ts) every member, with online
 * state and last seen (a member's list has no e-mail addresses); beyond it, the total tells the
 * sidebar to show conversations, who is online and a search instead.
 */
export interface ChatDirectory {
  members: ChatMember[];
  /** Every member, the caller included, as the server counts them. */
  total: number;
}

export async function getChatMembers(signal?: AbortSignal): Promise<ChatDirectory> {
  const page = await callRoutePage(
    userRoutes.list,
    { query: { limit: SMALL_CHURCH_MEMBERS } },
    { signal },
  );
  return { members: page.items, total: page.total };
}

/** Online first, then by name; the viewer is left out. */
export function sortMembers(members: ChatMember[], myId: string): ChatMember[] {
  return members
    .filter((member) => member.id !== myId)
    .sort((a, b) => Number(b.online) - Number(a.online) || a.fullName.localeCompare(b.fullName));
}

/**
 * Read once, not polled: presence events over the socket keep it current, and a reconnect
 * reads it again (hooks/use-chat-live.ts).
 */
export function useChatMembers(myId: string) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.members,
      queryFn: ({ signal }) => getChatMembers(signal),
      staleTime: Infinity,
      select: (directory) => ({ ...directory, members: sortMembers(directory.members, myId) }),
    }),
  );
}

/** Members whose name contains `q` (a member's search never matches e-mail addresses). */
export function useMemberSearch(q: string, myId: string) {
  return useQuery({
    queryKey: chatKeys.search(q),
    queryFn: ({ signal }) =>
      callRoute(userRoutes.list, { query: { q, limit: 20 } }, { signal }).then((members) =>
        members.filter((member) => member.id !== myId),
      ),
    enabled: q.length > 0,
  });
}

/** The caller's private conversations, the most recent first (the first page). */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }): Promise<Conversation[]> =>
      callRoute(chatRoutes.conversations, { query: {} }, { signal }),
    enabled,
  });
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
