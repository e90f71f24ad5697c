/**
 * The wall's socket events: a new public request goes to the top of the cached wall at once, a
 * changed one is changed where it stands, a removed one (deleted or made private) goes. The
 * wall polls only while the socket is down and refetches when it comes back
 * (docs/decisions/028-lists-page.md).
 */
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { socketEvents, type Page, type PublicPrayerRequest } from '@torch/contract';
import {
  acquireSocket,
  socketConnection,
  type SocketState,
} from '../../../shared/api/socket-client';
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

/** The request as it is now, where the wall holds it; a wall without it is unchanged. */
export function withChangedPrayerRequest(
  wall: Wall | undefined,
  request: PublicPrayerRequest,
): Wall | undefined {
  if (!wall) return wall;
  return {
    ...wall,
    pages: wall.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item._id === request._id ? request : item)),
    })),
  };
}

/** The wall without the request, counted one fewer if it held it. */
export function withoutPrayerRequest(wall: Wall | undefined, id: string): Wall | undefined {
  if (!wall || !wall.pages.some((page) => page.items.some((item) => item._id === id))) {
    return wall;
  }
  return {
    ...wall,
    pages: wall.pages.map((page, index) => ({
      ...page,
      items: page.items.filter((item) => item._id !== id),
      total: index === 0 ? page.total - 1 : page.total,
    })),
  };
}

const holds = (wall: Wall | undefined, id: string) =>
  wall?.pages.some((page) => page.items.some((item) => item._id === id)) ?? false;

/** Subscribes while mounted; answers how the live connection is (for the wall's badge). */
export function useLivePrayerRequests(): { state: SocketState } {
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(
    socketConnection.subscribe,
    socketConnection.state,
    (): SocketState => 'connecting',
  );

  useEffect(() => {
    const { socket, release } = acquireSocket();
    const onCreated = (request: PublicPrayerRequest) => {
      queryClient.setQueryData<Wall>(prayerKeys.public, (wall) =>
        withNewPrayerRequest(wall, request),
      );
    };
    const onUpdated = (request: PublicPrayerRequest) => {
      const wall = queryClient.getQueryData<Wall>(prayerKeys.public);
      // One made public again belongs somewhere in the order: the server knows where.
      if (!holds(wall, request._id)) {
        void queryClient.invalidateQueries({ queryKey: prayerKeys.public });
        return;
      }
      queryClient.setQueryData<Wall>(prayerKeys.public, (current) =>
        withChangedPrayerRequest(current, request),
      );
    };
    const onRemoved = ({ _id }: { _id: string }) => {
      queryClient.setQueryData<Wall>(prayerKeys.public, (wall) => withoutPrayerRequest(wall, _id));
    };
    // Whatever happened while the socket was down is read again.
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: prayerKeys.public });
    socket.on(socketEvents.prayerRequestCreated, onCreated);
    socket.on(socketEvents.prayerRequestUpdated, onUpdated);
    socket.on(socketEvents.prayerRequestRemoved, onRemoved);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off(socketEvents.prayerRequestCreated, onCreated);
      socket.off(socketEvents.prayerRequestUpdated, onUpdated);
      socket.off(socketEvents.prayerRequestRemoved, onRemoved);
      socket.io.off('reconnect', onReconnect);
      release();
    };
  }, [queryClient]);

  return { state };
}
