/**
 * Sending with the outbox: a message shows at once as pending, is stored through
 * POST /api/messages, and replaces its pending copy when the server answers. A network failure
 * keeps it waiting until the socket reconnects or the browser is back online.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { chatTexts, mergeChatMessages, type ChatMessage } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { acquireSocket } from '../../../shared/api/socket-client';
import { roomMessagesQueryKey } from '../api/get-room-messages';
import { sendMessage, type OutgoingMessage } from '../api/message-actions';
import { outbox, type PendingMessage } from '../lib/outbox';

export function holdMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(roomMessagesQueryKey(message.roomId), (held) =>
    held ? mergeChatMessages(held, [message]) : held,
  );
}

async function deliver(queryClient: QueryClient, pending: OutgoingMessage): Promise<boolean> {
  outbox.mark(pending.clientId, 'sending');
  try {
    holdMessage(queryClient, await sendMessage(pending));
    outbox.remove(pending.clientId);
    return true;
  } catch (error) {
    if (error instanceof ApiError) {
      // The server said no (too long, too fast, not allowed): sending again would not help.
      outbox.remove(pending.clientId);
      toast.error(`${chatTexts.sendFailed}: ${error.message}`);
      return true;
    }
    outbox.mark(pending.clientId, 'waiting');
    return false;
  }
}

let flushing = false;
/** Sends what waits, oldest first, and stops at the first that still cannot go. */
async function flush(queryClient: QueryClient): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (const pending of outbox.waiting()) {
      if (!(await deliver(queryClient, pending))) break;
    }
  } finally {
    flushing = false;
  }
}

export function useOutbox(): {
  pending: PendingMessage[];
  send: (message: OutgoingMessage) => void;
} {
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);

  useEffect(() => {
    const { socket, release } = acquireSocket();
    const retry = () => void flush(queryClient);
    socket.on('connect', retry);
    window.addEventListener('online', retry);
    retry();
    return () => {
      socket.off('connect', retry);
      window.removeEventListener('online', retry);
      release();
    };
  }, [queryClient]);

  const send = useCallback(
    (message: OutgoingMessage) => {
      outbox.add(message);
      // Behind messages still waiting, a new one waits its turn so the order holds.
      if (outbox.waiting().length > 0) {
        outbox.mark(message.clientId, 'waiting');
        void flush(queryClient);
        return;
      }
      void deliver(queryClient, message);
    },
    [queryClient],
  );

  return { pending, send };
}
