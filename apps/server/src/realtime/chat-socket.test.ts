import net from 'node:net';
import {
  mergeChatMessages,
  privateRoomId,
  type ChatMember,
  type ChatMessage,
} from '@torch/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOOD_LIMIT } from './chat-events';
import { socketClients, type Client } from '../../test/socket-clients';
import { server, serverPerTest, url } from '../../test/harness';
import { bearer, createAdmin, createTestServer, createUser } from '../../test/test-server';

serverPerTest({ listen: true });
const sockets = socketClients();
// Registered after the server's clean-up, so it runs first: sockets go before their server.
afterEach(() => {
  sockets.closeAll();
});

/** A member's socket, connected, that records every event it hears. */
const member = (token: string, target = url) => sockets.listen(target, token);

const send = (token: string, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(token), payload });
const settle = (ms = 250) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the chat socket', () => {
  it('refuses a token that is not valid, and lets a visitor hear public news only', async () => {
    const bad = sockets.client(url, { auth: { token: 'not-a-token' } });
    const refusal = await new Promise<Error>((resolve) => bad.once('connect_error', resolve));
    expect(refusal.message).toBe('Authentication failed');

    const visitor: Client = sockets.client(url);
    const heard: string[] = [];
    visitor.onAny((event: string) => heard.push(event));
    await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
    visitor.emit('join-room', 'community');
    const ann = await createUser(server);
    await send(ann.token, { content: 'members only' });
    await settle();
    expect(heard).not.toContain('new-message');
  });

  it('refuses a browser from another site', async () => {
    const foreign = sockets.client(url, { extraHeaders: { origin: 'https://evil.example' } });
    await new Promise((resolve) => foreign.once('connect_error', resolve));
    expect(foreign.connected).toBe(false);
  });

  it('delivers a community message to every member at once, after it is stored', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const ben = await createUser(server);
    const benSocket = await member(ben.token);
    const annSocket = await member(ann.token);
    const sent = (
      await send(ann.token, { content: 'Service starts at 5', clientId: 'x1' })
    ).json<ChatMessage>();
    const pushed = await benSocket.next('new-message');
    expect(pushed).toEqual(sent);
    expect((await annSocket.next('new-message'))._id).toBe(sent._id);
    // A retried send is answered, not announced again.
    await send(ann.token, { content: 'Service starts at 5', clientId: 'x1' });
    await settle();
    expect(benSocket.of('new-message')).toHaveLength(1);
  });

  it('keeps admin and private messages to the people in those rooms', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const eve = await createUser(server);
    const admin = await createAdmin(server);
    const eveSocket = await member(eve.token);
    const benSocket = await member(ben.token);
    const adminSocket = await member(admin.token);

    eveSocket.socket.emit('join-room', 'admin');
    expect(await eveSocket.next('error')).toEqual({
      message: 'You cannot enter this conversation.',
    });
    eveSocket.socket.emit('join-room', privateRoomId(ann.user.id, ben.user.id));
    await settle();
    expect(eveSocket.of('error')).toHaveLength(2);

    await send(admin.token, { content: 'Budget meeting', chatType: 'admin' });
    await send(ann.token, {
      content: 'Just for Ben',
      chatType: 'private',
      recipientId: ben.user.id,
    });
    expect((await adminSocket.next('new-message')).content).toBe('Budget meeting');
    expect((await benSocket.next('new-message')).content).toBe('Just for Ben');
    await settle();
    expect(eveSocket.of('new-message')).toEqual([]);
    expect(adminSocket.of('new-message')).toHaveLength(1);
    expect(benSocket.of('new-message')).toHaveLength(1);
  });

  it('moves a member out of the admin room the moment their role is taken away', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const helper = await createAdmin(server);
    const helperSocket = await member(helper.token);
    await server.app.inject({
      method: 'PUT',
      url: `/api/users/${helper.user.id}/role`,
      headers: bearer(owner.token),
      payload: { role: 'User' },
    });
    await send(owner.token, { content: 'After the change', chatType: 'admin' });
    await settle();
    expect(helperSocket.of('new-message')).toEqual([]);
  });

  it('turns ticks grey then blue: delivered from the recipient, then read', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const annSocket = await member(ann.token);
    const benSocket = await member(ben.token);
    const message = (
      await send(ann.token, {
        content: 'Are you coming?',
        chatType: 'private',
        recipientId: ben.user.id,
      })
    ).json<ChatMessage>();
    await benSocket.next('new-message');

    // The author cannot confirm their own message.
    annSocket.socket.emit('message-delivered', message._id);
    expect(await annSocket.next('error')).toEqual({
      message: 'You cannot confirm your own message.',
    });

    benSocket.socket.emit('message-delivered', message._id);
    expect(await annSocket.next('message-status-updated')).toEqual({
      messageId: message._id,
      delivered: true,
      read: false,
    });
    await server.app.inject({
      method: 'PUT',
      url: `/api/messages/${message._id}/read`,
      headers: bearer(ben.token),
    });
    expect(await annSocket.next('message-read')).toEqual({
      messageId: message._id,
      userId: ben.user.id,
    });
    expect(await annSocket.next('message-status-updated', (s) => s.read)).toEqual({
      messageId: message._id,
      delivered: true,
      read: true,
    });
  });

  it('adds and takes back reactions over the socket, and tells the room', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const annSocket = await member(ann.token);
    const benSocket = await member(ben.token);
    const message = (
      await send(ann.token, { content: 'Baby dedication on Sunday!' })
    ).json<ChatMessage>();
    benSocket.socket.emit('message-reaction', { messageId: message._id, emoji: '❤️' });
    expect(await annSocket.next('reaction-added')).toEqual({
      messageId: message._id,
      roomId: 'community',
      reactions: { '❤️': { count: 1, userIds: [ben.user.id] } },
    });
    benSocket.socket.emit('message-reaction', { messageId: message._id, emoji: '❤️' });
    expect(
      await annSocket.next(
        'reaction-added',
        (change) => Object.keys(change.reactions).length === 0,
      ),
    ).toMatchObject({ reactions: {} });
  });

  it('shows typing to the others in the open conversation, with the name from the session', async () => {
    const ann = await createUser(server, { fullName: 'Ann Nakato' });
    const ben = await createUser(server);
    const eve = await createUser(server);
    const annSocket = await member(ann.token);
    const benSocket = await member(ben.token);
    const eveSocket = await member(eve.token);
    const room = privateRoomId(ann.user.id, ben.user.id);
    annSocket.socket.emit('join-room', room);
    benSocket.socket.emit('join-room', room);
    eveSocket.socket.emit('join-room', 'community');
    await settle(100);

    annSocket.socket.emit('user-typing', { chatId: room, userName: 'Someone Else' });
    expect(await benSocket.next('user-typing')).toEqual({
      userId: ann.user.id,
      userName: 'Ann Nakato',
      chatId: room,
    });
    // Faster than once a second is not passed on.
    annSocket.socket.emit('user-typing', { chatId: room });
    annSocket.socket.emit('user-stopped-typing', { chatId: room });
    expect(await benSocket.next('user-stopped-typing')).toEqual({
      userId: ann.user.id,
      chatId: room,
    });
    expect(benSocket.of('user-typing')).toHaveLength(1);
    // Closing the tab stops the typing too.
    annSocket.socket.emit('user-typing', { chatId: room });
    await benSocket.next('user-typing', () => benSocket.of('user-typing').length === 2);
    annSocket.socket.disconnect();
    await benSocket.next(
      'user-stopped-typing',
      () => benSocket.of('user-stopped-typing').length === 2,
    );
    expect(eveSocket.of('user-typing')).toEqual([]);
    expect(annSocket.of('user-typing')).toEqual([]);
  });

  it('keeps a member online until their last tab closes, then stores last seen', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const benSocket = await member(ben.token);
    const directory = async () =>
      (
        await server.app.inject({ method: 'GET', url: '/api/users', headers: bearer(ben.token) })
      ).json<ChatMember[]>();

    const firstTab = await member(ann.token);
    const secondTab = await member(ann.token);
    expect(await benSocket.next('user-online', (p) => p.userId === ann.user.id)).toEqual({
      userId: ann.user.id,
      fullName: ann.user.fullName,
      avatarUrl: null,
    });
    expect((await directory()).find((m) => m.id === ann.user.id)).toMatchObject({ online: true });

    firstTab.socket.disconnect();
    await settle();
    expect(benSocket.of('user-offline')).toEqual([]);
    expect((await directory()).find((m) => m.id === ann.user.id)?.online).toBe(true);

    secondTab.socket.disconnect();
    const offline = await benSocket.next('user-offline');
    expect(offline.userId).toBe(ann.user.id);
    const entry = (await directory()).find((m) => m.id === ann.user.id);
    expect(entry).toMatchObject({ online: false, lastSeen: offline.lastSeen });
  });

  it('ignores malformed and unknown events, and drops a socket that floods', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const annSocket = await member(ann.token);
    const benSocket = await member(ben.token);
    const raw = annSocket.socket as unknown as { emit: (...args: unknown[]) => void };
    raw.emit('join-room', { $where: 'x' });
    raw.emit('message-delivered', 42);
    raw.emit('user-typing', 'community');
    raw.emit('message-reaction', { messageId: 'x', emoji: '<img src=x onerror=alert(1)>' });
    raw.emit('no-such-event', 'x'.repeat(50_000));
    await settle();
    expect(server.services.socketStats.malformed).toBeGreaterThanOrEqual(4);
    expect(annSocket.socket.connected).toBe(true);

    for (let i = 0; i < 200; i += 1) annSocket.socket.emit('user-activity');
    await new Promise((resolve) => annSocket.socket.once('disconnect', resolve));
    expect(server.services.socketStats.flooded).toBe(1);
    // Everyone else carries on.
    await send(ann.token, { content: 'still here' });
    expect((await benSocket.next('new-message')).content).toBe('still here');
  });

  it('closes the sockets of a session that was signed out, and only those', async () => {
    const ann = await createUser(server);
    const otherDevice = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ann.user.email, password: ann.password },
    });
    const signedOut = await member(ann.token);
    const stillIn = await member(otherDevice.json<{ token: string }>().token);
    const closed = new Promise((resolve) => signedOut.socket.once('disconnect', resolve));
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ann.token),
    });
    expect(await closed).toBe('io server disconnect');
    await settle();
    expect(stillIn.socket.connected).toBe(true);
  });
});

/** A TCP proxy in front of the server: the test cuts the line, and later mends it. */
async function cuttableProxy(target: URL) {
  const open = new Set<net.Socket>();
  let down = false;
  const proxy = net.createServer((inbound) => {
    if (down) {
      inbound.destroy();
      return;
    }
    const outbound = net.connect(Number(target.port), target.hostname);
    open.add(inbound).add(outbound);
    inbound.pipe(outbound).pipe(inbound);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
      open.delete(inbound);
      open.delete(outbound);
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      down = true;
      open.forEach((socket) => socket.destroy());
    },
    mend: () => (down = false),
    close: () =>
      new Promise<void>((resolve) => {
        open.forEach((socket) => socket.destroy());
        proxy.close(() => resolve());
      }),
  };
}

describe('a busy community room', () => {
  it('confirms a message once, with one write, however many members confirm it together', async () => {
    const metricsToken = 'metrics-token-for-the-receipts-test';
    const busy = await createTestServer({ METRICS_TOKEN: metricsToken });
    try {
      const busyUrl = await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const queries = async () => {
        const text = (
          await busy.app.inject({ method: 'GET', url: '/metrics', headers: bearer(metricsToken) })
        ).body;
        return [...text.matchAll(/^torch_db_query_duration_seconds_count\{[^}]*\} (\d+)/gm)]
          .map((match) => Number(match[1]))
          .reduce((sum, count) => sum + count, 0);
      };
      const author = await createUser(busy);
      const readers = await Promise.all(Array.from({ length: 12 }, () => createUser(busy)));
      const authorSocket = await member(author.token, busyUrl);
      const readerSockets = await Promise.all(readers.map((r) => member(r.token, busyUrl)));
      const sent = await busy.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(author.token),
        payload: { content: 'Service starts at 9' },
      });
      const messageId = sent.json<{ _id: string }>()._id;
      await Promise.all(readerSockets.map((reader) => reader.next('new-message')));
      await settle();

      const before = await queries();
      // The page confirms on arrival; in a full room these land together.
      for (const reader of readerSockets) {
        for (let i = 0; i < 3; i += 1) reader.socket.emit('message-delivered', messageId);
      }
      await authorSocket.next('message-status-updated', (status) => status.messageId === messageId);
      await settle(400);
      // 36 confirmations: the first reads the message and marks it, the rest cost nothing.
      expect((await queries()) - before).toBeLessThanOrEqual(4);
      const updates = authorSocket
        .of('message-status-updated')
        .filter((status) => (status as { messageId: string }).messageId === messageId);
      expect(updates).toEqual([{ messageId, delivered: true, read: false }]);
    } finally {
      sockets.closeAll();
      await busy.close();
    }
  });

  it('keeps a tab that confirms more messages than the event flood limit', async () => {
    const reader = await createUser(server);
    const readerSocket = await member(reader.token);
    // A room where others write more than FLOOD_LIMIT messages in 10 s (each member within the
    // chat's own send limit of 10): the tab confirms every one, as the page does.
    const writers = await Promise.all(Array.from({ length: 15 }, () => createUser(server)));
    const ids: string[] = [];
    for (const writer of writers) {
      for (let i = 0; i < 10; i += 1) {
        const sent = await send(writer.token, { content: `Note ${i}` });
        ids.push(sent.json<{ _id: string }>()._id);
      }
    }
    expect(ids.length).toBeGreaterThan(FLOOD_LIMIT);
    for (const id of ids) readerSocket.socket.emit('message-delivered', id);
    await settle(500);
    expect(readerSocket.socket.connected).toBe(true);
    expect(server.services.socketStats.flooded).toBe(0);
  });

  it('keeps the connection when the database is briefly unreachable, and ends it when the session does', async () => {
    const ann = await createUser(server);
    const annSocket = await member(ann.token);
    const authenticate = vi
      .spyOn(server.services.sessions, 'authenticate')
      .mockRejectedValueOnce(new Error('timeout exceeded when trying to connect'));
    annSocket.socket.emit('user-activity');
    await settle();
    expect(authenticate).toHaveBeenCalled();
    expect(annSocket.socket.connected).toBe(true);
    expect(annSocket.of('error')).toEqual([]);
    authenticate.mockRestore();

    const closed = new Promise((resolve) => annSocket.socket.once('disconnect', resolve));
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ann.token),
    });
    await closed;
  });
});

describe('a connection cut in the middle of a conversation', () => {
  it('catches up after reconnecting: every message once, in order', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const proxy = await cuttableProxy(new URL(url));
    try {
      const benSocket = await member(ben.token, proxy.url);
      let timeline: ChatMessage[] = [];
      benSocket.socket.on('new-message', (message) => {
        timeline = mergeChatMessages(timeline, [message]);
      });
      // What the web client does on every (re)connect: fetch what came after the last it has.
      benSocket.socket.on('connect', () => {
        const after = timeline.at(-1)?.seq ?? 0;
        void server.app
          .inject({
            method: 'GET',
            url: `/api/messages/community?after=${after}`,
            headers: bearer(ben.token),
          })
          .then((response) => {
            timeline = mergeChatMessages(timeline, response.json<ChatMessage[]>());
          });
      });

      for (let i = 1; i <= 3; i += 1) await send(ann.token, { content: `before ${i}` });
      await benSocket.next('new-message', (m) => m.content === 'before 3');

      proxy.cut();
      await new Promise((resolve) => benSocket.socket.once('disconnect', resolve));
      for (let i = 1; i <= 5; i += 1) await send(ann.token, { content: `while cut ${i}` });

      proxy.mend();
      await new Promise<void>((resolve) => benSocket.socket.once('connect', () => resolve()));
      for (let i = 1; i <= 2; i += 1) await send(ann.token, { content: `after ${i}` });
      await benSocket.next('new-message', (m) => m.content === 'after 2');
      await settle();

      expect(timeline.map((m) => m.content)).toEqual([
        'before 1',
        'before 2',
        'before 3',
        'while cut 1',
        'while cut 2',
        'while cut 3',
        'while cut 4',
        'while cut 5',
        'after 1',
        'after 2',
      ]);
      expect(timeline.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await proxy.close();
    }
  });
});
