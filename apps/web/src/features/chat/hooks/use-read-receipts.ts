/**
 * Marks the open room read about a second after a message from someone else arrives
 * (docs/product.md#chat), while the page is visible: the author's ticks turn blue and the room's
 * unread count, kept by the server, drops to zero on every device.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatLimits, type ChatMessage, type UnreadCounts } from '@torch/contract';
import { acquireSocket } from '../../../shared/api/socket-client';
import { markMessageRead, unreadCountsQueryKey } from '../api';

export function useReadReceipts(roomId: string, messages: ChatMessage[] | undefined, myId: string) {
  const queryClient = useQueryClient();
  const markedSeq = useRef(new Map<string, number>());
  const confirmed = useRef(new Set<string>());

  // Messages that came by a fetch (a catch-up after a reconnect) have reached this device too.
  useEffect(() => {
    // The newest few are what an author is waiting on; confirming a whole page would be a burst.
    const unconfirmed = (messages ?? [])
      .filter(
        (message) =>
          message.authorId !== myId && !message.delivered && !confirmed.current.has(message._id),
      )
      .slice(-10);
    if (unconfirmed.length === 0) return;
    const { socket, release } = acquireSocket();
    for (const message of unconfirmed) {
      confirmed.current.add(message._id);
      socket.emit('message-delivered', message._id);
    }
    release();
  }, [messages, myId]);
  const latest = messages?.findLast((message) => message.authorId !== myId);

  // Opening a room clears its badge at once.
  useEffect(() => {
    queryClient.setQueryData<UnreadCounts>(unreadCountsQueryKey, (counts) =>
      counts && counts[roomId] ? { ...counts, [roomId]: 0 } : counts,
    );
  }, [queryClient, roomId, latest?.seq]);

  useEffect(() => {
    if (!latest || latest.seq <= (markedSeq.current.get(roomId) ?? 0)) return;
    const mark = () => {
      if (document.visibilityState === 'hidden') return;
      markedSeq.current.set(roomId, latest.seq);
      markMessageRead(latest._id).catch(() => markedSeq.current.delete(roomId));
    };
    const timer = setTimeout(mark, chatLimits.readDelayMs);
    document.addEventListener('visibilitychange', mark);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [roomId, latest]);
}
