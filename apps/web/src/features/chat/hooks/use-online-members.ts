/**
 * Who is in the chat now, from the socket (docs/product.md#socket-events): asked once with
 * `online-members` (and again after a reconnect), then kept by `user-online` (which carries name
 * and picture) and `user-offline`. Nothing is polled.
 */
import type { OnlineMember } from '@torch/contract';
import { useEffect, useState } from 'react';
import { acquireSocket } from '../../../shared/api/socket-client';

export function useOnlineMembers(enabled: boolean, myId: string): OnlineMember[] | undefined {
  const [online, setOnline] = useState<OnlineMember[] | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const { socket, release } = acquireSocket();
    const ask = () => socket.emit('online-members', (members) => setOnline(members));
    const came = ({
      userId,
      fullName,
      avatarUrl,
    }: {
      userId: string;
      fullName: string;
      avatarUrl: string | null;
    }) =>
      setOnline((current) =>
        current?.some((member) => member.id === userId)
          ? current
          : [...(current ?? []), { id: userId, fullName, avatarUrl }],
      );
    const left = ({ userId }: { userId: string }) =>
      setOnline((current) => current?.filter((member) => member.id !== userId));
    if (socket.connected) ask();
    socket.on('connect', ask);
    socket.on('user-online', came);
    socket.on('user-offline', left);
    return () => {
      socket.off('connect', ask);
      socket.off('user-online', came);
      socket.off('user-offline', left);
      release();
    };
  }, [enabled]);
  return online
    ?.filter((member) => member.id !== myId)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}
