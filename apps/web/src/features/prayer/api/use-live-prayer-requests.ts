/**
 * The socket event 'prayer-request-created': a new public request goes to the top of the cached
 * wall at once, on every open page. The 30 s refetch stays as the fallback when the socket is down.
 */
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { socketEvents, type Page, type PublicPrayerRequest } from '@torch/contract';
import { acquireSocket, socketConnection } from '../../../shared/api/socket-client';
import { prayerKeys } from '.';

type Wall = InfiniteData<Page<PublicPrayerRequest>>;

/**
 * Puts a pushed request first and counts it, unless the wall already holds it (the refetch may
 * have won).
 */
export function withNewPrayerRequest(
  wall: Wall | undefined,
  request: PublicPrayerRequest,
): Wall | undefined {
  const [first, ...rest] = wall?.pages ?? [];
  if (!wall || !first) return wall;
  if (wall.pages.some((page) => page.items.some((item) => item._id === request._id))) return wall;
  return {
    ...wall,
    pages: [{ ...first, items: [request, ...first.items], total: first.total + 1 }, ...rest],
  };
}

/** Subscribes while mounted; answers whether the live connection is up. */
export function useLivePrayerRequests(): { connected: boolean } {
  const queryClient = useQueryClient();
  const connected = useSyncExternalStore(
    socketConnection.subscribe,
    socketConnection.isConnected,
    () => false,
  );

  useEffect(() => {
    const { socket, release } = acquireSocket();
    const onCreated = (request: PublicPrayerRequest) => {
      queryClient.setQueryData<Wall>(prayerKeys.public, (wall) =>
        withNewPrayerRequest(wall, request),
      );
    };
    socket.on(socketEvents.prayerRequestCreated, onCreated);
    return () => {
      socket.off(socketEvents.prayerRequestCreated, onCreated);
      release();
    };
  }, [queryClient]);

  return { connected };
}
