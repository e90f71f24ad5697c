/**
 * The socket event 'prayer-request-created': a new public request goes to the top of the cached
 * wall at once, on every open page. The 30 s refetch stays as the fallback when the socket is down.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { socketEvents, type PublicPrayerRequest } from '@torch/contract';
import { acquireSocket, socketConnection } from '../../../shared/api/socket-client';
import { prayerKeys } from '.';

/** Puts a pushed request first, unless the wall already holds it (the refetch may have won). */
export function withNewPrayerRequest(
  wall: PublicPrayerRequest[] | undefined,
  request: PublicPrayerRequest,
): PublicPrayerRequest[] | undefined {
  if (!wall) return wall;
  if (wall.some((item) => item._id === request._id)) return wall;
  return [request, ...wall];
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
      queryClient.setQueryData<PublicPrayerRequest[]>(prayerKeys.public, (wall) =>
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
