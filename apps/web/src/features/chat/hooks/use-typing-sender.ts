/**
 * Tells the room this member is typing: at most once a second while typing, and a stop after
 * 2 s idle or when the input empties (docs/product.md#chat).
 */
import { useCallback, useEffect, useRef } from 'react';
import { chatLimits } from '@torch/contract';
import { acquireSocket } from '../../../shared/api/socket-client';

export function useTypingSender(chatId: string, userName: string): (value: string) => void {
  const lastSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const socketRef = useRef<ReturnType<typeof acquireSocket> | null>(null);

  useEffect(() => {
    const borrowed = acquireSocket();
    socketRef.current = borrowed;
    return () => {
      clearTimeout(idleTimer.current);
      if (lastSent.current) borrowed.socket.emit('user-stopped-typing', { chatId });
      lastSent.current = 0;
      borrowed.release();
    };
  }, [chatId]);

  return useCallback(
    (value: string) => {
      const socket = socketRef.current?.socket;
      if (!socket) return;
      const stop = () => {
        clearTimeout(idleTimer.current);
        if (lastSent.current) socket.emit('user-stopped-typing', { chatId });
        lastSent.current = 0;
      };
      if (value.trim() === '') {
        stop();
        return;
      }
      const now = Date.now();
      if (now - lastSent.current >= chatLimits.typingThrottleMs) {
        lastSent.current = now;
        socket.emit('user-typing', { chatId, userName });
      }
      clearTimeout(idleTimer.current);
      idleTimer.current = setTimeout(stop, chatLimits.typingIdleMs);
    },
    [chatId, userName],
  );
}
