/**
 * The members' sockets, in the sockets' load process: each does what the web app's chat page
 * does (joins the community room, confirms delivery of every message from someone else, pings
 * activity every 30 s) and records when each of this run's messages reached it.
 */
import {
  chatLimits,
  COMMUNITY_ROOM,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@torch/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { keyOf } from '../lib/chat-message';
import { between, now, sleep } from '../lib/clock';
import { summarize } from '../lib/stats';
import {
  authorOf,
  type Command,
  type ConnectResult,
  type DeliveryResult,
  type Member,
  type Send,
} from './protocol';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export function memberSockets(): {
  connectAll: (command: Extract<Command, { kind: 'connect' }>) => Promise<ConnectResult>;
  deliveries: (command: Extract<Command, { kind: 'deliveries' }>) => Promise<DeliveryResult>;
} {
  const connected: Member[] = [];
  /** Message key → receiving member → when it arrived. */
  const arrivals = new Map<string, Map<number, number>>();
  const drops: string[] = [];
  const serverErrors: string[] = [];
  let duplicates = 0;
  let counting = true;

  const open = (member: Member, runId: string, receipts: boolean) =>
    new Promise<void>((resolve, reject) => {
      const socket: Client = connect(member.url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token: member.token },
      });
      socket.on('new-message', (message) => {
        const at = now();
        const author = authorOf(message.content, runId);
        // Another run's message (another Torch on this Redis) or the member's own echo.
        if (author === undefined || author === member.index) return;
        const key = keyOf(message.content);
        const heardBy = arrivals.get(key) ?? new Map<number, number>();
        if (heardBy.has(member.index)) duplicates += 1;
        else heardBy.set(member.index, at);
        arrivals.set(key, heardBy);
        if (receipts) socket.emit('message-delivered', message._id);
      });
      socket.onAny((event: string, payload: unknown) => {
        if (event === 'error') serverErrors.push((payload as { message?: string }).message ?? '?');
      });
      socket.on('disconnect', (reason) => {
        if (counting) drops.push(reason);
      });
      socket.once('connect', () => {
        socket.emit('join-room', COMMUNITY_ROOM);
        // The chat page pings every 30 s; spread out, so 200 pings do not land together.
        setTimeout(
          () => {
            const ping = () => socket.emit('user-activity');
            ping();
            setInterval(ping, chatLimits.activityPingMs).unref();
          },
          between(0, chatLimits.activityPingMs),
        ).unref();
        connected.push(member);
        resolve();
      });
      socket.once('connect_error', reject);
    });

  /** 50 at a time, so the handshakes do not all land at once. */
  const connectAll = async ({
    members,
    runId,
    receipts,
  }: Extract<Command, { kind: 'connect' }>) => {
    const started = now();
    const failures: string[] = [];
    for (let first = 0; first < members.length; first += 50) {
      const outcomes = await Promise.allSettled(
        members.slice(first, first + 50).map((member) => open(member, runId, receipts)),
      );
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') failures.push(String((outcome.reason as Error).message));
    }
    return { connected: connected.length, failures: [...new Set(failures)], ms: now() - started };
  };

  /** Waits until every other connected member has each stored message, or until `until`. */
  const deliveries = async ({ sends, until }: Extract<Command, { kind: 'deliveries' }>) => {
    const isConnected = new Set(connected.map((member) => member.index));
    const expectedFor = (send: Send) => connected.length - (isConnected.has(send.author) ? 1 : 0);
    const expected = sends.reduce((sum, send) => sum + expectedFor(send), 0);
    const received = () =>
      sends.reduce((sum, send) => sum + (arrivals.get(send.key)?.size ?? 0), 0);
    while (received() < expected && now() < until) await sleep(100);
    counting = false;

    const urlOf = new Map(connected.map((member) => [member.index, member.url]));
    const all: number[] = [];
    const same: number[] = [];
    const cross: number[] = [];
    for (const send of sends) {
      for (const [receiver, at] of arrivals.get(send.key) ?? []) {
        const latency = at - send.t0;
        all.push(latency);
        (urlOf.get(receiver) === urlOf.get(send.author) ? same : cross).push(latency);
      }
    }
    return {
      expected,
      received: received(),
      duplicates,
      latency: summarize(all),
      sameInstance: summarize(same),
      crossInstance: summarize(cross),
      drops,
      serverErrors: [...new Set(serverErrors)],
    };
  };

  return { connectAll, deliveries };
}
