/**
 * The scaled-out shape as an operator runs it: two real server processes on one PostgreSQL
 * database and one Redis. Runs in the production-shape suite (TEST_DATABASE_URL set).
 */
import type { ChildProcess } from 'node:child_process';
import {
  mergeChatMessages,
  privateRoomId,
  type AuthResponse,
  type ChatMember,
  type ChatMessage,
  type ClientToServerEvents,
  type PublicPrayerRequest,
  type ServerToClientEvents,
} from '@torch/contract';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killSpawned, spawnServer } from './server-process';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseName = `torch_scale_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const sockets: Client[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** One instance; resolves with its URL once it listens. */
async function startInstance(): Promise<{ url: string; child: ChildProcess }> {
  const { child, ready, output } = spawnServer({
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: 'one-secret-shared-by-every-instance-of-torch',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    PUBLIC_FORM_RATE_LIMIT_PER_IP: '1000',
  });
  const url = await ready;
  if (!url) throw new Error(`instance exited:\n${output()}`);
  return { url, child };
}

async function call<T>(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function member(base: string, fullName: string) {
  const email = `${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { body } = await call<AuthResponse>(base, 'POST', '/api/auth/register', {
    fullName,
    email,
    password: 'walking-in-the-light',
  });
  return { token: body.token, id: body.user.id };
}

/** A socket on one instance that records what it hears. */
async function listen(base: string, token?: string) {
  const socket: Client = connect(base, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(socket);
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const next = <E extends keyof ServerToClientEvents>(
    event: E,
    match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ) =>
    new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
      type P = Parameters<ServerToClientEvents[E]>[0];
      const seen = heard.find((h) => h.event === event && match(h.payload as P));
      if (seen) {
        resolve(seen.payload as P);
        return;
      }
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
      socket.onAny((name: string, payload: unknown) => {
        if (name !== event || !match(payload as P)) return;
        clearTimeout(timer);
        resolve(payload as P);
      });
    });
  return { socket, heard, next };
}

let a: { url: string; child: ChildProcess };
let b: { url: string; child: ChildProcess };

beforeAll(async () => {
  await admin(`create database ${databaseName}`);
  // One after the other: the second finds the schema migrated (and the lock shows it is safe).
  a = await startInstance();
  b = await startInstance();
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  killSpawned();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await admin(`drop database if exists ${databaseName} with (force)`);
});

describe('two instances on one PostgreSQL and one Redis', { timeout: 60_000 }, () => {
  it('carry a private chat between a member on A and a member on B, receipts included', async () => {
    const ann = await member(a.url, 'Ann on A');
    const ben = await member(b.url, 'Ben on B');
    const annSocket = await listen(a.url, ann.token);
    const benSocket = await listen(b.url, ben.token);

    const sent = await call<ChatMessage>(
      a.url,
      'POST',
      '/api/messages',
      { content: 'Hello across instances', chatType: 'private', recipientId: ben.id },
      ann.token,
    );
    expect(sent.status).toBe(201);
    const arrived = await benSocket.next('new-message');
    expect(arrived).toMatchObject({
      _id: sent.body._id,
      roomId: privateRoomId(ann.id, ben.id),
    });
    benSocket.socket.emit('message-delivered', arrived._id);
    expect(await annSocket.next('message-status-updated')).toMatchObject({
      messageId: arrived._id,
      delivered: true,
    });

    // Presence is shared: B's directory shows Ann (connected to A) online.
    const directory = await call<ChatMember[]>(b.url, 'GET', '/api/users', undefined, ben.token);
    expect(directory.body.find((entry) => entry.id === ann.id)?.online).toBe(true);
  });

  it('shows a prayer posted through A on a wall connected to B at once', async () => {
    const wall = await listen(b.url);
    await call(a.url, 'POST', '/api/prayer-requests', {
      name: 'Grace',
      request_text: 'For the students sitting exams this week',
    });
    const shown: PublicPrayerRequest = await wall.next('prayer-request-created');
    expect(shown.request_text).toBe('For the students sitting exams this week');
  });

  it('refuses on B a token signed out on A, and closes its sockets on B', async () => {
    const eve = await member(a.url, 'Eve');
    const onB = await listen(b.url, eve.token);
    expect((await call(b.url, 'GET', '/api/profile/me', undefined, eve.token)).status).toBe(200);
    const closed = new Promise((resolve) => onB.socket.once('disconnect', resolve));
    expect((await call(a.url, 'POST', '/api/auth/logout', {}, eve.token)).status).toBe(204);
    expect((await call(b.url, 'GET', '/api/profile/me', undefined, eve.token)).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });

  it('signs a member out everywhere from A: B refuses every token and closes every socket', async () => {
    const email = `${crypto.randomUUID().slice(0, 8)}@example.org`;
    const password = 'walking-in-the-light';
    const laptop = await call<AuthResponse>(a.url, 'POST', '/api/auth/register', {
      fullName: 'Two Devices',
      email,
      password,
    });
    const phone = await call<AuthResponse>(b.url, 'POST', '/api/auth/login', { email, password });
    const phoneOnB = await listen(b.url, phone.body.token);
    const laptopOnB = await listen(b.url, laptop.body.token);
    const closed = [phoneOnB, laptopOnB].map(
      (tab) => new Promise((resolve) => tab.socket.once('disconnect', resolve)),
    );
    const signedOut = await call<{ message: string }>(
      a.url,
      'POST',
      '/api/auth/logout-all',
      {},
      laptop.body.token,
    );
    expect(signedOut.status).toBe(200);
    for (const token of [laptop.body.token, phone.body.token])
      expect((await call(b.url, 'GET', '/api/profile/me', undefined, token)).status).toBe(401);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('loses no acknowledged message when A is killed mid-stream, and B fills the gap', async () => {
    const sender = await member(b.url, 'Steady Sender');
    const reader = await member(b.url, 'Careful Reader');
    // The reader starts on A, like half of the members behind a load balancer.
    const onA = await listen(a.url, reader.token);
    let timeline: ChatMessage[] = [];
    onA.socket.on('new-message', (message) => {
      if (message.roomId === 'community') timeline = mergeChatMessages(timeline, [message]);
    });

    const acknowledged = new Set<string>();
    let target = a.url;
    const sendAll = async () => {
      for (let i = 1; i <= 20; i += 1) {
        const clientId = `stream-${i}`;
        const payload = { content: `message ${i}`, clientId };
        for (;;) {
          try {
            const response = await call<ChatMessage>(
              target,
              'POST',
              '/api/messages',
              payload,
              sender.token,
            );
            if (response.status === 429) {
              await new Promise((resolve) => setTimeout(resolve, 1000));
              continue;
            }
            if (response.status === 200 || response.status === 201) {
              acknowledged.add(clientId);
              break;
            }
          } catch {
            // A died under us: what the load balancer does, the client does — go to B and
            // send the same message again (same clientId, so never stored twice).
          }
          target = b.url;
        }
      }
    };
    const sending = sendAll();
    await onA.next('new-message', (message) => message.content === 'message 5');
    a.child.kill('SIGKILL');
    await sending;

    // The reader's client reconnects to B and catches up from the last message it holds.
    const onB = await listen(b.url, reader.token);
    onB.socket.on('new-message', (message) => {
      if (message.roomId === 'community') timeline = mergeChatMessages(timeline, [message]);
    });
    const after = Math.max(0, (timeline.at(-1)?.seq ?? 0) - 50);
    const missed = await call<ChatMessage[]>(
      b.url,
      'GET',
      `/api/messages/community?after=${after}&limit=100`,
      undefined,
      reader.token,
    );
    timeline = mergeChatMessages(timeline, missed.body);

    const stored = await call<ChatMessage[]>(
      b.url,
      'GET',
      '/api/messages/community?limit=100',
      undefined,
      reader.token,
    );
    const streamed = stored.body.filter((message) => message.authorId === sender.id);
    // Every acknowledged message is stored exactly once, in the order it was sent.
    expect(acknowledged.size).toBe(20);
    expect(streamed.map((message) => message.clientId)).toEqual(
      Array.from({ length: 20 }, (_, i) => `stream-${i + 1}`),
    );
    // And the reader holds all of them, once, in order, with no gap.
    const held = timeline.filter((message) => message.authorId === sender.id);
    expect(held.map((message) => message.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i + 1}`),
    );
    const seqs = timeline.map((message) => message.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
  });
});
