/**
 * A room's messages (docs/product.md#chat-api). The first load takes the latest page; every later
 * fetch (the 5 s poll while the socket is down, a reconnect) asks from just before the last message
 * held onwards, page by page, and merges by id and sequence: no gap, no duplicate, no reorder.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { chatLimits, mergeChatMessages, type ChatMessage } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { historyPath, type ChatRoom } from '../lib/rooms';

export const roomMessagesQueryKey = (roomId: string) => ['chat', 'messages', roomId] as const;
export const allRoomMessagesQueryKey = ['chat', 'messages'] as const;

function page(room: ChatRoom, cursor: string, signal?: AbortSignal) {
  const path = historyPath(room);
  const joiner = path.includes('?') ? '&' : '?';
  return apiRequest<ChatMessage[]>(`${path}${cursor ? `${joiner}${cursor}` : ''}`, { signal });
}

export async function fetchRoomMessages(
  room: ChatRoom,
  held: () => ChatMessage[] | undefined,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const start = held();
  let fetched: ChatMessage[];
  if (!start || start.length === 0) {
    fetched = await page(room, '', signal);
  } else {
    fetched = start;
    // The first page reaches back over the last messages held, so receipts and reactions that
    // changed while this client was away are brought up to date too.
    let after = Math.max(0, (start.at(-1)?.seq ?? 0) - chatLimits.pageSize);
    for (;;) {
      const missed = await page(room, `after=${after}&limit=${chatLimits.maxPageSize}`, signal);
      fetched = mergeChatMessages(fetched, missed);
      if (missed.length < chatLimits.maxPageSize) break;
      after = missed.at(-1)?.seq ?? after;
    }
  }
  return fetched;
}

/** Older messages, before the first one held. */
export function fetchOlderMessages(room: ChatRoom, beforeSeq: number): Promise<ChatMessage[]> {
  return page(room, `before=${beforeSeq}`);
}

export function roomMessagesQueryOptions(room: ChatRoom, queryClient: QueryClient, live: boolean) {
  return queryOptions({
    queryKey: roomMessagesQueryKey(room.id),
    queryFn: ({ signal }) =>
      fetchRoomMessages(
        room,
        () => queryClient.getQueryData<ChatMessage[]>(roomMessagesQueryKey(room.id)),
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
  queryClient.setQueriesData<ChatMessage[]>({ queryKey: allRoomMessagesQueryKey }, (messages) => {
    if (!messages?.some((message) => message._id === messageId)) return messages;
    return messages.map((message) => (message._id === messageId ? change(message) : message));
  });
}
