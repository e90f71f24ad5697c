/**
 * Marks the open room read about a second after a message from someone else arrives (document 1
 * §4), while the page is visible: the author's ticks turn blue and the room's unread count,
 * kept by the server, drops to zero on every device.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatLimits, type ChatMessage, type UnreadCounts } from '@torch/contract';
import { unreadCountsQueryKey } from '../api/get-unread-counts';
import { markMessageRead } from '../api/message-actions';

export function useReadReceipts(roomId: string, messages: ChatMessage[] | undefined, myId: string) {
  const queryClient = useQueryClient();
  const markedSeq = useRef(new Map<string, number>());
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
