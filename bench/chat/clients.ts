/**
 * A client process of bench/chat.ts. Two run this file: one holds the sockets (Socket.IO and
 * raw ws), the other sends the messages, so a send's round trip is not held up behind the
 * fan-out the socket process is busy receiving.
 */
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@torch/contract';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { contentFor, keyOf } from '../lib/chat-message';
import { serveCommands } from '../lib/child';
import { now, sleep } from '../lib/clock';
import type { Command, ConnectResult, CountResult, PostResult, WaitResult } from './protocol';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

function runClients(): void {
  const arrivals = new Map<string, { count: number; last: number }>();
  const waiters = new Map<string, () => void>();
  /** `load` counts the messages of (c) each socket has heard. */
  const torch: { socket: Client; load: number }[] = [];
  const raw: WebSocket[] = [];
  const disconnects: string[] = [];
  let lastEventAt = now();
  let presenceEvents = 0;

  const arrived = (key: string) => {
    const at = now();
    const entry = arrivals.get(key) ?? { count: 0, last: 0 };
    entry.count += 1;
    entry.last = at;
    arrivals.set(key, entry);
    waiters.get(key)?.();
  };

  /** Resolves when `expect` clients have the message, or with what arrived after a timeout. */
  const waitFor = (key: string, expect: number, timeoutMs = 15_000) =>
    new Promise<WaitResult>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(key);
        const entry = arrivals.get(key);
        resolve({ tLast: entry?.last ?? Number.NaN, received: entry?.count ?? 0 });
      };
      const timer = setTimeout(done, timeoutMs);
      const check = () => {
        if ((arrivals.get(key)?.count ?? 0) >= expect) done();
      };
      waiters.set(key, check);
      check();
    });

  const connectTorch = (url: string, token: string) =>
    new Promise<void>((resolve, reject) => {
      const socket: Client = connect(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token },
      });
      const entry = { socket, load: 0 };
      socket.onAny(() => (lastEventAt = now()));
      socket.on('new-message', (message) => {
        const key = keyOf(message.content);
        arrived(key);
        if (key.startsWith('c-')) entry.load += 1;
      });
      socket.on('user-online', () => (presenceEvents += 1));
      socket.on('disconnect', (reason) => disconnects.push(reason));
      socket.once('connect', () => {
        torch.push(entry);
        resolve();
      });
      socket.once('connect_error', reject);
    });

  const connectRaw = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.on('message', (data) => {
        lastEventAt = now();
        // Parsed, as a client would, and as Socket.IO's client does for (a).
        const [, message] = JSON.parse((data as Buffer).toString()) as [string, ChatMessage];
        arrived(keyOf(message.content));
      });
      ws.once('open', () => {
        raw.push(ws);
        resolve();
      });
      ws.once('error', reject);
    });

  /** Opens sockets 50 at a time, so the handshakes do not all land at once. */
  const inBatches = async (
    count: number,
    open: (index: number) => Promise<void>,
  ): Promise<ConnectResult> => {
    const started = now();
    const presenceBefore = presenceEvents;
    const failures: string[] = [];
    let connected = 0;
    for (let first = 0; first < count; first += 50) {
      const batch = Array.from({ length: Math.min(50, count - first) }, (_, i) => first + i);
      const outcomes = await Promise.allSettled(batch.map(open));
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') connected += 1;
        else failures.push(String((outcome.reason as Error).message ?? outcome.reason));
      }
    }
    const ms = now() - started;
    await settle(500);
    return {
      connected,
      failures: [...new Set(failures)],
      ms,
      quietMs: now() - 500 - started,
      presenceEvents: presenceEvents - presenceBefore,
    };
  };

  const settle = async (quietMs: number) => {
    while (now() - lastEventAt < quietMs) await sleep(quietMs / 4);
  };

  const post = async (url: string, token: string, key: string): Promise<PostResult> => {
    const body = JSON.stringify({ content: contentFor(key), chatType: 'community' });
    const t0 = now();
    try {
      const response = await fetch(`${url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const message = (await response.json()) as ChatMessage;
      return { key, t0, tResponse: now(), status: response.status, message };
    } catch (error) {
      return { key, t0, tResponse: now(), status: String(error), message: null };
    }
  };

  /** Open loop: each send leaves on its schedule whether or not earlier ones were answered. */
  const sendLoad = async (command: Extract<Command, { kind: 'send-load' }>) => {
    const total = command.rate * command.seconds;
    const interval = 1000 / command.rate;
    const sends: Promise<PostResult>[] = [];
    const start = now() + 100;
    for (let i = 0; i < total; i += 1) {
      const wait = start + i * interval - now();
      if (wait > 0) await sleep(wait);
      const token = command.tokens[i % command.tokens.length]!;
      sends.push(post(command.url, token, `${command.prefix}-${String(i).padStart(5, '0')}`));
    }
    const sendSeconds = (now() - start) / 1000;
    return { sends: (await Promise.all(sends)).map((s) => ({ ...s, message: null })), sendSeconds };
  };

  /** Waits (10 s at most) until every socket has heard `perSocket` messages of (c). */
  const countLoad = async (perSocket: number): Promise<CountResult> => {
    const expected = perSocket * torch.length;
    const delivered = () => torch.reduce((sum, entry) => sum + entry.load, 0);
    const deadline = now() + 10_000;
    while (delivered() < expected && now() < deadline) await sleep(100);
    return {
      sockets: torch.length,
      expected,
      delivered: delivered(),
      lost: torch.reduce((sum, entry) => sum + Math.max(0, perSocket - entry.load), 0),
      duplicates: torch.reduce((sum, entry) => sum + Math.max(0, entry.load - perSocket), 0),
      socketsMissingSome: torch.filter((entry) => entry.load < perSocket).length,
      disconnects,
    };
  };

  const handle = async (command: Command): Promise<unknown> => {
    switch (command.kind) {
      case 'connect-torch':
        return inBatches(command.count, (i) =>
          connectTorch(command.url, command.tokens[i % command.tokens.length]!),
        );
      case 'connect-raw':
        return inBatches(command.count, () => connectRaw(command.url));
      case 'settle':
        await settle(command.quietMs);
        return null;
      case 'post':
        return post(command.url, command.token, command.key);
      case 'wait':
        return waitFor(command.key, command.expect);
      case 'send-load':
        return sendLoad(command);
      case 'count-load':
        return countLoad(command.perSocket);
      case 'exit':
        for (const { socket } of torch) socket.disconnect();
        for (const ws of raw) ws.terminate();
        return null;
    }
  };

  serveCommands<Command>(handle);
}

runClients();
