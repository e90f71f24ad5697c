/**
 * The one Socket.IO connection of the tab, to the API's origin. A signed-in member's socket
 * carries the token in `auth.token`; a visitor's carries none and still hears public events
 * (new requests on the prayer wall). The token is read on every (re)connect, so a sign-in or
 * sign-out reconnects it at once.
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@torch/contract';
import { clientConfig } from '../config/client-config';
import { getToken, subscribeToToken } from './token-storage';

export type TorchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: TorchSocket | null = null;
let users = 0;
/** The socket was up, or tried to be, and is not now; it keeps trying meanwhile. */
let lost = false;

/** The server closes a signed-out session's socket; reconnect soon as whoever is signed in now. */
const SERVER_CLOSE_RETRY_MS = 1000;

function createSocket(): TorchSocket {
  const created: TorchSocket = io(clientConfig().socketUrl, {
    path: '/socket.io',
    autoConnect: false,
    auth: (callback) => {
      const token = getToken();
      callback(token ? { token } : {});
    },
  });
  lost = false;
  created.on('connect', () => {
    lost = false;
  });
  created.on('connect_error', () => {
    lost = true;
  });
  created.on('disconnect', (reason) => {
    lost = true;
    if (reason !== 'io server disconnect') return;
    setTimeout(() => {
      if (socket === created && !created.connected) created.connect();
    }, SERVER_CLOSE_RETRY_MS);
  });
  return created;
}

// Signing in or out changes who the socket speaks for: connect again with the new token.
subscribeToToken(() => {
  if (!socket?.active) return;
  socket.disconnect().connect();
});

/** Pages hand the socket over to each other as routes change: keep it open across the switch. */
const IDLE_DISCONNECT_MS = 2000;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Borrows the shared socket, connecting it on first use; the returned function gives it back,
 * and a short while after the last one gives it back, it disconnects.
 */
export function acquireSocket(): { socket: TorchSocket; release: () => void } {
  clearTimeout(idleTimer);
  socket ??= createSocket();
  const current = socket;
  users += 1;
  if (!current.active) current.connect();
  let released = false;
  return {
    socket: current,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        if (users > 0 || socket !== current) return;
        current.disconnect();
        socket = null;
      }, IDLE_DISCONNECT_MS);
    },
  };
}

/** The live connection as a badge tells it: up, on its way up, or lost and retrying. */
export type SocketState = 'connected' | 'connecting' | 'offline';

/**
 * Whether the shared socket is connected right now, as an external store for
 * useSyncExternalStore: subscribing borrows the socket for as long as the subscription lasts.
 */
export const socketConnection = {
  subscribe: (onChange: () => void): (() => void) => {
    const { socket: current, release } = acquireSocket();
    current.on('connect', onChange);
    current.on('disconnect', onChange);
    current.on('connect_error', onChange);
    return () => {
      current.off('connect', onChange);
      current.off('disconnect', onChange);
      current.off('connect_error', onChange);
      release();
    };
  },
  isConnected: (): boolean => socket?.connected ?? false,
  state: (): SocketState => {
    if (socket?.connected) return 'connected';
    return lost ? 'offline' : 'connecting';
  },
};
