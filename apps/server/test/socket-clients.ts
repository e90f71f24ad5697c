/**
 * Real socket.io-client sockets for tests against a listening test server: each records every
 * event it hears, and closeAll() closes whatever a test left open.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@torch/contract';
import {
  io as connect,
  type ManagerOptions,
  type Socket,
  type SocketOptions,
} from 'socket.io-client';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
export type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

export interface ListeningClient {
  socket: Client;
  heard: { event: EventName; payload: unknown }[];
  /** Resolves with the next (or an already heard) matching event. */
  next<E extends EventName>(
    event: E,
    match?: (payload: Payload<E>) => boolean,
  ): Promise<Payload<E>>;
  /** Every payload of one event heard so far. */
  of(event: EventName): unknown[];
}

export function socketClients() {
  const open: Client[] = [];

  /** A client that is not connected yet, closed by closeAll(). */
  const client = (url: string, options: Partial<ManagerOptions & SocketOptions> = {}): Client => {
    const socket: Client = connect(url, { transports: ['websocket'], forceNew: true, ...options });
    open.push(socket);
    return socket;
  };

  /** A connected socket, a member's with a token or a visitor's without, recording what it hears. */
  const listen = async (
    url: string,
    token?: string,
    options: Partial<ManagerOptions & SocketOptions> = {},
  ): Promise<ListeningClient> => {
    const socket = client(url, {
      ...options,
      ...(token ? { auth: { token } } : {}),
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    const heard: ListeningClient['heard'] = [];
    socket.onAny((event: EventName, payload: unknown) => heard.push({ event, payload }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return {
      socket,
      heard,
      next<E extends EventName>(event: E, match: (payload: Payload<E>) => boolean = () => true) {
        const seen = heard.find((h) => h.event === event && match(h.payload as Payload<E>));
        if (seen) return Promise.resolve(seen.payload as Payload<E>);
        return new Promise<Payload<E>>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
          socket.onAny((name: EventName, payload: unknown) => {
            if (name !== event || !match(payload as Payload<E>)) return;
            clearTimeout(timer);
            resolve(payload as Payload<E>);
          });
        });
      },
      of: (event: EventName) => heard.filter((h) => h.event === event).map((h) => h.payload),
    };
  };

  const closeAll = () => {
    for (const socket of open.splice(0)) socket.disconnect();
  };

  return { client, listen, closeAll };
}

/** Whether the socket server at `url` lets this token in (the socket is closed either way). */
export function socketAccepts(url: string, token: string): Promise<boolean> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, auth: { token } });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.disconnect();
      resolve(false);
    });
  });
}
