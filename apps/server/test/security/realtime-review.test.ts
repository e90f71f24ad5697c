/**
 * Findings of the adversarial review of the real-time side (items 2, 4 and 10), each told as
 * what the attacker or the confused client did and what members notice afterwards.
 */
import {
  authMessages,
  chatTexts,
  logoutAllResponseSchema,
  privateRoomId,
  type ChatMessage,
  type UnreadCounts,
} from '@torch/contract';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../../src/db/schema';
import { timeDatabaseQueries } from '../../src/metrics/database-timing';
import { RECEIPT_LOOKUP_LIMIT } from '../../src/modules/chat/service';
import { RECEIPT_FLOOD_LIMIT } from '../../src/realtime/chat-events';
import {
  MAX_SOCKETS_PER_MEMBER,
  MAX_VISITOR_SOCKETS_PER_ADDRESS,
} from '../../src/realtime/socket-server';
import { socketClients, type ListeningClient } from '../socket-clients';
import { bearer, createTestServer, createUser, type TestServer } from '../test-server';

let server: TestServer;
let url: string;
let redis: Redis | undefined;
const sockets = socketClients();

// With TEST_REDIS_URL the caps and budgets are counted in Redis, as on several instances.
beforeEach(async () => {
  redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  // Behind a proxy, as in production: the visitor cap's test comes from an address of its own.
  server = await createTestServer({ TRUST_PROXY: 'true' }, redis ? { redis } : {});
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  sockets.closeAll();
  if (redis) {
    // Presence announces a member's last socket closing through the adapter's Redis clients,
    // which the app closes first: let those announcements finish before it does.
    await vi.waitFor(() => expect(server.io.of('/').sockets.size).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await server.close();
  await redis?.quit();
});

const send = (token: string, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(token), payload });

const get = async <T>(token: string, path: string) => {
  const response = await server.app.inject({ method: 'GET', url: path, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('item 4: a private message to an id in another letter case', () => {
  it('reaches the real recipient, in the same room as the lower-case id', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const ben = await createUser(server, { fullName: 'Ben' });
    const bensTab = await sockets.listen(url, ben.token);
    const room = privateRoomId(ann.user.id, ben.user.id);

    const shouted = await send(ann.token, {
      content: 'Are you coming on Sunday?',
      chatType: 'private',
      recipientId: ben.user.id.toUpperCase(),
    });
    expect(shouted.statusCode, shouted.body).toBe(201);
    expect(shouted.json<ChatMessage>()).toMatchObject({ roomId: room, recipientId: ben.user.id });
    const lower = await send(ann.token, {
      content: 'Bring the hymn books',
      chatType: 'private',
      recipientId: ben.user.id,
    });
    expect(lower.json<ChatMessage>().roomId).toBe(room);

    // Ben hears it live, reads both in one conversation, and his unread count clears.
    expect((await bensTab.next('new-message')).content).toBe('Are you coming on Sunday?');
    const conversation = await get<ChatMessage[]>(
      ben.token,
      `/api/messages/private?userId=${ann.user.id.toUpperCase()}`,
    );
    expect(conversation.map((message) => message.content)).toEqual([
      'Are you coming on Sunday?',
      'Bring the hymn books',
    ]);
    expect(await get<UnreadCounts>(ben.token, '/api/messages/unread')).toEqual({ [room]: 2 });
    const read = await server.app.inject({
      method: 'PUT',
      url: `/api/messages/${lower.json<ChatMessage>()._id}/read`,
      headers: bearer(ben.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await get<UnreadCounts>(ben.token, '/api/messages/unread')).toEqual({});
  });

  it('lets either member open the conversation on the socket with the room id in any case', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const annsTab = await sockets.listen(url, ann.token);
    const bensTab = await sockets.listen(url, ben.token);
    const room = privateRoomId(ann.user.id, ben.user.id);
    annsTab.socket.emit('join-room', room.toUpperCase());
    bensTab.socket.emit('join-room', room);
    await new Promise((resolve) => setTimeout(resolve, 200));
    annsTab.socket.emit('user-typing', { chatId: room.toUpperCase() });
    expect(await bensTab.next('user-typing')).toMatchObject({ userId: ann.user.id, chatId: room });
    expect(annsTab.of('error')).toEqual([]);
  });

  it('refuses an unknown recipient with 404 and stores nothing', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    for (const recipientId of [crypto.randomUUID(), crypto.randomUUID().toUpperCase()]) {
      const response = await send(ann.token, {
        content: 'Hello?',
        chatType: 'private',
        recipientId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: chatTexts.recipientNotFound });
    }
    // Writing to oneself in capitals is the same as writing to oneself: refused.
    const toSelf = await send(ann.token, {
      content: 'Note to self',
      chatType: 'private',
      recipientId: ann.user.id.toUpperCase(),
    });
    expect(toSelf.statusCode).toBe(404);
    expect(await server.database.db.$count(chatMessages)).toBe(0);
    expect(await get<UnreadCounts>(ben.token, '/api/messages/unread')).toEqual({});
  });
});

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts every statement the app sends to the database until stopped. */
function countQueries() {
  let count = 0;
  const stop = timeDatabaseQueries(server.database, () => (count += 1));
  return {
    get count() {
      return count;
    },
    stop,
  };
}

/** Waits until the server has stopped sending statements (a flood is worked through). */
async function quiet(queries: { count: number }) {
  let last = -1;
  for (let waited = 0; waited < 30_000 && queries.count !== last; waited += 500) {
    last = queries.count;
    await settle(500);
  }
}

/** Proof that other members carry on: a message still arrives, and its receipt is seen. */
async function othersCarryOn(text: string) {
  const author = await createUser(server);
  const reader = await createUser(server);
  const authorsTab = await sockets.listen(url, author.token);
  const readersTab = await sockets.listen(url, reader.token);
  const sent = await send(author.token, { content: text });
  expect(sent.statusCode).toBe(201);
  const arrived = await readersTab.next('new-message', (message) => message.content === text);
  readersTab.socket.emit('message-delivered', arrived._id);
  expect(
    await authorsTab.next('message-status-updated', (status) => status.messageId === arrived._id),
  ).toMatchObject({ delivered: true });
}

/** A socket.io handshake that is refused: resolves with the reason the client is given. */
function refusal(socket: ListeningClient['socket']): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was let in')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('item 2: receipt and socket floods', () => {
  it('answers a flood of made-up message ids with a bounded number of queries', async () => {
    const eve = await createUser(server);
    const evesTab = await sockets.listen(url, eve.token);
    const queries = countQueries();
    try {
      // As many receipts as one tab may send in 10 s, every one naming a message that is not there.
      for (let i = 0; i < RECEIPT_FLOOD_LIMIT; i += 1)
        evesTab.socket.emit('message-delivered', crypto.randomUUID());
      await quiet(queries);
      const afterRandom = queries.count;
      expect(afterRandom).toBeLessThanOrEqual(RECEIPT_LOOKUP_LIMIT + 10);

      // The same few ids again and again cost nothing once they are known to lead nowhere.
      const known = Array.from({ length: 5 }, () => crypto.randomUUID());
      const eveAgain = await createUser(server);
      const tab = await sockets.listen(url, eveAgain.token);
      const before = queries.count;
      for (let i = 0; i < 1_000; i += 1) tab.socket.emit('message-delivered', known[i % 5]!);
      await quiet(queries);
      expect(queries.count - before).toBeLessThanOrEqual(5 + 10);
    } finally {
      queries.stop();
    }
    await othersCarryOn('Still here after the flood');
  });

  it("counts a member's receipts across all their tabs, not per tab", async () => {
    const eve = await createUser(server);
    const tabs = [await sockets.listen(url, eve.token), await sockets.listen(url, eve.token)];
    const perTab = Math.ceil((RECEIPT_FLOOD_LIMIT * 1.1) / tabs.length);
    for (const tab of tabs)
      for (let i = 0; i < perTab; i += 1) tab.socket.emit('message-delivered', 'not-a-message');
    await vi.waitFor(() => expect(tabs.some((tab) => !tab.socket.connected)).toBe(true), {
      timeout: 10_000,
    });
    const cutOff = tabs.find((tab) => !tab.socket.connected)!;
    expect(cutOff.of('error')).toContainEqual({ message: chatTexts.tooFast });
    await othersCarryOn('Receipts from others still count');
  });

  it(`refuses a member's socket past ${MAX_SOCKETS_PER_MEMBER}, with a reason, and keeps the first ones`, async () => {
    const ann = await createUser(server);
    const tabs: ListeningClient[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i += 1)
      tabs.push(await sockets.listen(url, ann.token));
    const extra = sockets.client(url, { auth: { token: ann.token }, reconnection: false });
    expect(await refusal(extra)).toBe(chatTexts.tooManyConnections);

    // The first tabs still hear the community chat.
    const ben = await createUser(server);
    await send(ben.token, { content: 'Welcome, everyone' });
    for (const tab of tabs)
      expect((await tab.next('new-message')).content).toBe('Welcome, everyone');
    // Another member is not affected, and closing a tab frees its place.
    await sockets.listen(url, ben.token);
    tabs[0]!.socket.disconnect();
    await vi.waitFor(async () => {
      const again = sockets.client(url, { auth: { token: ann.token }, reconnection: false });
      await new Promise<void>((resolve, reject) => {
        again.once('connect', () => resolve());
        again.once('connect_error', reject);
      });
    });
  });

  it(`refuses a visitor's socket past ${MAX_VISITOR_SOCKETS_PER_ADDRESS} from one address, and keeps the first ones`, async () => {
    // An address no other test file uses: with Redis the count is shared by every server on it,
    // and another file's visitors on 127.0.0.1 may be connecting at the same moment.
    const fromOneAddress = {
      extraHeaders: { 'X-Forwarded-For': `2001:db8::${crypto.randomUUID().slice(0, 4)}` },
    };
    const visitors: ListeningClient[] = [];
    for (let i = 0; i < MAX_VISITOR_SOCKETS_PER_ADDRESS; i += 1)
      visitors.push(await sockets.listen(url, undefined, fromOneAddress));
    const extra = sockets.client(url, { ...fromOneAddress, reconnection: false });
    expect(await refusal(extra)).toBe(chatTexts.tooManyConnections);
    // Members are counted on their own: a member signing in from the same address gets in.
    const ann = await createUser(server);
    await sockets.listen(url, ann.token, fromOneAddress);
    expect(visitors.every((visitor) => visitor.socket.connected)).toBe(true);
    // The visitors still hear the prayer wall's news.
    const prayer = await server.app.inject({
      method: 'POST',
      url: '/api/prayer-requests',
      payload: { name: 'A visitor', request_text: 'Pray for my exams' },
    });
    expect(prayer.statusCode, prayer.body).toBe(201);
    for (const visitor of [visitors[0]!, visitors.at(-1)!])
      expect((await visitor.next('prayer-request-created')).request_text).toBe('Pray for my exams');
  });
});

describe('item 10: sign out everywhere', () => {
  const signIn = async (email: string, password: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const profileStatus = async (token: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) }))
      .statusCode;

  it("ends every device's session and socket, this one's too, and leaves other members alone", async () => {
    const ann = await createUser(server);
    const phone = await signIn(ann.user.email, ann.password);
    const tablet = await signIn(ann.user.email, ann.password);
    const ben = await createUser(server);
    const tabs = [await sockets.listen(url, ann.token), await sockets.listen(url, phone)];
    const bensTab = await sockets.listen(url, ben.token);
    const closed = tabs.map(
      (tab) => new Promise((resolve) => tab.socket.once('disconnect', resolve)),
    );

    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(ann.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(logoutAllResponseSchema.parse(response.json()).message).toBe(
      authMessages.signedOutEverywhere,
    );

    for (const token of [ann.token, phone, tablet]) expect(await profileStatus(token)).toBe(401);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await profileStatus(ben.token)).toBe(200);
    expect(bensTab.socket.connected).toBe(true);
    // A socket opened afterwards with an old token is refused at the handshake.
    const late = sockets.client(url, { auth: { token: tablet }, reconnection: false });
    expect(await refusal(late)).toBe('Authentication failed');

    // Signing in again afterwards works as usual.
    const fresh = await signIn(ann.user.email, ann.password);
    expect(await profileStatus(fresh)).toBe(200);
    await sockets.listen(url, fresh);
  });

  it('is for signed-in members only', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: authMessages.signInRequired });
  });
});
