/**
 * The one Socket.IO connection of the tab, to the API's origin. A signed-in member's socket
 * carries the token in `auth.token`; a visitor's carries none and still hears public events
 * (new requests on the prayer wall). The token is read on every (re)connect, so a sign-in or
 * sign-out takes effect the next time the socket connects.
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@torch/contract';
import { clientConfig } from '../config/client-config';
import { getToken } from './token-storage';

export type TorchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: TorchSocket | null = null;
let users = 0;

function createSocket(): TorchSocket {
  return io(clientConfig().socketUrl, {
    path: '/socket.io',
    autoConnect: false,
    auth: (callback) => {
      const token = getToken();
      callback(token ? { token } : {});
    },
  });
}

/**
 * Borrows the shared socket, connecting it on first use; the returned function gives it back
 * and the last one to give it back disconnects it.
 */
export function acquireSocket(): { socket: TorchSocket; release: () => void } {
  socket ??= createSocket();
  const current = socket;
  users += 1;
  if (!current.connected) current.connect();
  let released = false;
  return {
    socket: current,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        current.disconnect();
        if (socket === current) socket = null;
      }
    },
  };
}

/**
 * Whether the shared socket is connected right now, as an external store for
 * useSyncExternalStore: subscribing borrows the socket for as long as the subscription lasts.
 */
export const socketConnection = {
  subscribe: (onChange: () => void): (() => void) => {
    const { socket: current, release } = acquireSocket();
    current.on('connect', onChange);
    current.on('disconnect', onChange);
    return () => {
      current.off('connect', onChange);
      current.off('disconnect', onChange);
      release();
    };
  },
  isConnected: (): boolean => socket?.connected ?? false,
};
