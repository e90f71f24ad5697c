/**
 * Sending with the outbox: a message shows at once as pending, is stored through
 * POST /api/messages, and replaces its pending copy when the server answers. A network failure
 * keeps it waiting until the socket reconnects or the browser is back online; the send limit's
 * 429 keeps it (and everything typed after it) waiting until its Retry-After has passed.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { chatTexts, mergeChatMessages, type ChatMessage } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { acquireSocket } from '../../../shared/api/socket-client';
import { roomMessagesQueryKey, sendMessage, type OutgoingMessage } from '../api';
import { outbox, type PendingMessage } from '../lib/outbox';

export function holdMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(roomMessagesQueryKey(message.roomId), (held) =>
    held ? mergeChatMessages(held, [message]) : held,
  );
}

/** Without a Retry-After (a proxy's 429), a short pause before trying again. */
const DEFAULT_RETRY_MS = 5000;

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** One timer for the whole outbox: it flushes once the server's wait is over. */
function flushAt(queryClient: QueryClient, at: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(queryClient), Math.max(0, at - Date.now()));
}

async function deliver(queryClient: QueryClient, pending: OutgoingMessage): Promise<boolean> {
  outbox.mark(pending.clientId, 'sending');
  try {
    holdMessage(queryClient, await sendMessage(pending));
    outbox.remove(pending.clientId);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      // Too fast is not a no: the message waits its turn and goes by itself.
      const retryAt = Date.now() + (error.retryAfterMs ?? DEFAULT_RETRY_MS);
      outbox.mark(pending.clientId, 'waiting', retryAt);
      flushAt(queryClient, retryAt);
      return false;
    }
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
    // A reconnect during the server's wait would only be refused again.
    const heldUntil = outbox.heldUntil();
    if (heldUntil !== null) {
      flushAt(queryClient, heldUntil);
      return;
    }
    for (const pending of outbox.waiting()) {
      if (!(await deliver(queryClient, pending))) break;
    }
  } finally {
    flushing = false;
  }
}

/** The outbox of the signed-in member `userId`, with what a previous visit left in it. */
export function useOutbox(userId: string): {
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
    void outbox.restore(userId).then(retry);
    return () => {
      socket.off('connect', retry);
      window.removeEventListener('online', retry);
      release();
    };
  }, [queryClient, userId]);

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
