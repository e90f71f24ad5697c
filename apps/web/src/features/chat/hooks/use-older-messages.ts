/** Paging back through a room's history: whether there is more, and loading it on demand. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { chatLimits, mergeChatMessages, type ChatMessage } from '@torch/contract';
import { fetchOlderMessages, roomMessagesQueryKey } from '../api';
import { communityRoom, type ChatRoom } from '../lib/rooms';
import { i18next } from '../../../shared/i18n';

export function useOlderMessages(room: ChatRoom | null, held: ChatMessage[] | undefined) {
  const queryClient = useQueryClient();
  const [olderPages, setOlderPages] = useState<Record<string, 'more' | 'loading' | 'none'>>({});
  const roomId = room?.id ?? communityRoom.id;

  const olderState =
    olderPages[roomId] ?? ((held?.length ?? 0) >= chatLimits.pageSize ? 'more' : 'none');
  const loadOlder = async () => {
    const first = held?.[0];
    if (!room || !first) return;
    setOlderPages((state) => ({ ...state, [room.id]: 'loading' }));
    try {
      const older = await fetchOlderMessages(room, first.seq);
      queryClient.setQueryData<ChatMessage[]>(roomMessagesQueryKey(room.id), (current) =>
        mergeChatMessages(current ?? [], older),
      );
      setOlderPages((state) => ({
        ...state,
        [room.id]: older.length >= chatLimits.pageSize ? 'more' : 'none',
      }));
    } catch {
      setOlderPages((state) => ({ ...state, [room.id]: 'more' }));
      toast.error(i18next.t('couldNotLoadEarlierMessages', 'Could not load earlier messages.'));
    }
  };
  return { olderState, loadOlder };
}
