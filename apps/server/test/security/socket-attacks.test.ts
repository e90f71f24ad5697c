/**
 * Attacks on the chat socket with real clients and raw engine.io frames: what a script that
 * speaks the wire protocol (or breaks it on purpose) can do to the server, to the members
 * connected beside it, and to rooms it does not belong to.
 */
import { chatTexts, privateRoomId, type ChatMessage } from '@torch/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { FLOOD_LIMIT } from '../../src/realtime/chat-events';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../src/realtime/socket-server';
import { socketClients, type ListeningClient } from '../socket-clients';
import { server, serverPerTest, url } from '../harness';
import { bearer, createAdmin, createUser } from '../test-server';

serverPerTest({ listen: true });
const sockets = socketClients();
const rawSockets: WebSocket[] = [];
// Registered after the server's clean-up, so it runs first: sockets go before their server.
afterEach(() => {
  sockets.closeAll();
  for (const ws of rawSockets.splice(0)) ws.terminate();
});

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

const postMessage = async (token: string, payload: object) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
};

const reactionsOn = async (token: string, messageId: string, room = 'community') => {
  const history = await server.app.inject({
    method: 'GET',
    url: `/api/messages/${room}`,
    headers: bearer(token),
  });
  return history.json<ChatMessage[]>().find((message) => message._id === messageId)?.reactions;
};

/** The rooms a client's socket is in, as the server sees them. */
const roomsOf = (sid: string | undefined) => {
  const onServer = server.io.of('/').sockets.get(sid ?? '');
  return onServer ? [...onServer.rooms].sort() : null;
};

/** The rooms every member's socket joins by itself: nothing else unless join-room allowed it. */
const ownRooms = (sid: string, userId: string) =>
  [sid, 'public', 'chat:community', `user:${userId}`].sort();

/** Proof that the server and the members beside an attack carry on: a message still arrives. */
async function othersCarryOn(author: { token: string }, listener: ListeningClient, text: string) {
  expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect(listener.socket.connected).toBe(true);
  await postMessage(author.token, { content: text });
  expect((await listener.next('new-message', (m) => m.content === text)).content).toBe(text);
}

/** A socket spoken to in raw engine.io v4 / socket.io v5 frames, connected to the main namespace. */
async function rawSocket(auth: object) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  rawSockets.push(ws);
  const frames: string[] = [];
  let closeCode: number | null = null;
  ws.on('message', (data: Buffer) => {
    const text = data.toString();
    frames.push(text);
    if (text === '2') ws.send('3'); // engine.io ping → pong
  });
  ws.on('close', (code: number) => (closeCode = code));
  await vi.waitFor(() => expect(frames[0]).toMatch(/^0\{/));
  ws.send(`40${JSON.stringify(auth)}`);
  const connected = await vi.waitFor(() => {
    const frame = frames.find((f) => f.startsWith('40{'));
    expect(frame).toBeDefined();
    return frame!;
  });
  const { sid } = JSON.parse(connected.slice(2)) as { sid: string };
  return {
    ws,
    sid,
    frames,
    send: (...data: (string | Buffer)[]) => data.forEach((frame) => ws.send(frame)),
    closeCode: () => closeCode,
  };
}

describe('frames the protocol cannot parse', () => {
  /**
   * Each attack names the check in socket.io-parser or engine.io that refuses it. A message id
   * of a real message is inside where it matters: had the frame been read, a reaction would
   * have been stored.
   */
  const attacks: { name: string; frames: (messageId: string) => (string | Buffer)[] }[] = [
    { name: 'a garbage frame (engine.io packet type)', frames: () => ['hello there'] },
    { name: 'a socket.io packet of unknown type', frames: () => ['4garbage'] },
    {
      name: 'invalid JSON in an event (payload check)',
      frames: (id) => [`42["message-reaction",{"messageId":"${id}","emoji":"🙏"`],
    },
    {
      name: 'an event that is an object, not an array (payload check)',
      frames: (id) => [`42{"0":"message-reaction","1":{"messageId":"${id}","emoji":"🙏"}}`],
    },
    {
      name: "the reserved event name 'disconnecting' (reserved-name check)",
      frames: () => ['42["disconnecting","transport close"]'],
    },
    {
      name: 'a binary attachment that points past the attachments sent (attachment check)',
      frames: (id) => [
        `451-["message-reaction",{"messageId":"${id}","emoji":"🙏","pad":{"_placeholder":true,"num":5}}]`,
        Buffer.from([1, 2, 3]),
      ],
    },
    {
      name: 'a text frame where a promised attachment should be (reconstruction check)',
      frames: (id) => [
        `452-["message-reaction",{"messageId":"${id}","emoji":"🙏","a":{"_placeholder":true,"num":0}}]`,
        `42["message-reaction",{"messageId":"${id}","emoji":"🙏"}]`,
      ],
    },
    {
      name: 'an attachment count that is not a number (attachment check)',
      frames: (id) => [`45x-["message-reaction",{"messageId":"${id}","emoji":"🙏"}]`],
    },
    {
      name: 'more attachments than allowed (maxAttachments)',
      frames: (id) => [`4599999-["message-reaction",{"messageId":"${id}","emoji":"🙏"}]`],
    },
    {
      name: 'a binary frame with no binary event before it (reconstruction check)',
      frames: () => [Buffer.from('42["join-room","admin"]')],
    },
    {
      name: 'a second connect on the same namespace with an admin token (one session per socket)',
      frames: () => [],
    },
  ];

  it.each(attacks)('drops the socket that sends $name; the others carry on', async (attack) => {
    const ann = await createUser(server);
    const eve = await createUser(server);
    const admin = await createAdmin(server);
    const ben = await sockets.listen(url, (await createUser(server)).token);
    const message = await postMessage(ann.token, { content: 'React to me' });
    const attacker = await rawSocket({ token: eve.token });
    const frames = attack.name.startsWith('a second connect')
      ? [`40${JSON.stringify({ token: admin.token })}`]
      : attack.frames(message._id);

    attacker.send(...frames);
    await vi.waitFor(() => expect(attacker.closeCode()).not.toBeNull());
    expect(roomsOf(attacker.sid)).toBeNull();
    expect(await reactionsOn(ann.token, message._id)).toEqual({});
    await othersCarryOn(ann, ben, 'Still here after the garbage');
  });

  it('answers a connect to a namespace the server does not have with a refusal (namespace check)', async () => {
    const eve = await createUser(server);
    const attacker = await rawSocket({ token: eve.token });
    attacker.send(`40/admin,${JSON.stringify({ token: eve.token })}`);
    await vi.waitFor(() =>
      expect(attacker.frames).toContain('44/admin,{"message":"Invalid namespace"}'),
    );
    expect(attacker.frames.some((frame) => frame.startsWith('40/admin'))).toBe(false);
  });

  it(`closes a socket whose frame is over MAX_SOCKET_MESSAGE_BYTES (${MAX_SOCKET_MESSAGE_BYTES}) and reads one at the limit (maxHttpBufferSize)`, async () => {
    const ann = await createUser(server);
    const eve = await createUser(server);
    const ben = await sockets.listen(url, (await createUser(server)).token);

    // JSON allows whitespace: the same small event, padded to exactly the limit, is read.
    const atLimit = await rawSocket({ token: eve.token });
    const head = '42["join-room",';
    const tail = '"community"]';
    atLimit.send(head + ' '.repeat(MAX_SOCKET_MESSAGE_BYTES - head.length - tail.length) + tail);
    await vi.waitFor(() => expect(roomsOf(atLimit.sid)).toContain('focus:community'));

    const overLimit = await rawSocket({ token: eve.token });
    overLimit.send(
      head + ' '.repeat(MAX_SOCKET_MESSAGE_BYTES + 1 - head.length - tail.length) + tail,
    );
    await vi.waitFor(() => expect(overLimit.closeCode()).toBe(1009)); // "message too big"
    expect(roomsOf(overLimit.sid)).toBeNull();
    expect(roomsOf(atLimit.sid)).toContain('focus:community');
    await othersCarryOn(ann, ben, 'Still here after the big frame');
  });

  it('refuses an oversized body on the long-polling transport too (413)', async () => {
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    const { sid } = JSON.parse((await handshake.text()).slice(1)) as { sid: string };
    const post = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: `4${'x'.repeat(MAX_SOCKET_MESSAGE_BYTES)}`,
    });
    expect(post.status).toBe(413);
  });
});

describe('events a member sends that the contract does not allow', () => {
  it('ignores and counts unknown events and payloads of the wrong type (contract check per event)', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const eve = await createUser(server, { fullName: 'Eve' });
    const ben = await sockets.listen(url, (await createUser(server)).token);
    ben.socket.emit('join-room', 'community');
    const message = await postMessage(ann.token, { content: 'Prayer meeting tonight' });
    const attacker = await sockets.listen(url, eve.token);
    const raw = attacker.socket as unknown as { emit: (...args: unknown[]) => void };
    await settle(100);
    const before = server.services.socketStats.malformed;

    const unknown: unknown[][] = [
      // Server-to-client events sent the other way: a forged message or status for everyone.
      ['new-message', { ...message, _id: 'forged', content: 'Send money to this account' }],
      ['message-status-updated', { messageId: message._id, delivered: true, read: true }],
      ['user-online', { userId: ann.user.id }],
      ['prayer-request-created', { name: 'x' }],
      // Names that collide with what every JavaScript object has.
      ['__proto__', { polluted: true }],
      ['constructor', 'x'],
      ['hasOwnProperty', 'x'],
      ['admin-broadcast', 'Everyone out'],
    ];
    const wrongTypes: unknown[][] = [
      ['join-room', 42],
      ['join-room', null],
      ['join-room', ['community']],
      ['join-room', { toString: 'community' }],
      ['join-room', ''],
      ['join-room', 'x'.repeat(81)],
      ['leave-room', {}],
      ['message-delivered', { messageId: message._id }],
      ['message-delivered', ''],
      ['user-typing', 'community'],
      ['user-typing', { chatId: 5 }],
      ['user-typing', { chatId: 'community', userName: 'x'.repeat(201) }],
      ['user-stopped-typing', null],
      ['message-reaction', { messageId: message._id, emoji: 'like' }],
      ['message-reaction', { messageId: [message._id], emoji: '🙏' }],
      ['message-reaction', { messageId: message._id }],
      ['message-reaction', `${message._id} 🙏`],
    ];
    for (const args of [...unknown, ...wrongTypes]) raw.emit(...args);
    await settle();

    expect(server.services.socketStats.malformed - before).toBe(unknown.length + wrongTypes.length);
    expect(attacker.socket.connected).toBe(true);
    expect(roomsOf(attacker.socket.id)).toEqual(ownRooms(attacker.socket.id!, eve.user.id));
    expect(await reactionsOn(ann.token, message._id)).toEqual({});
    expect(ben.of('user-typing')).toEqual([]);
    // Ben heard the real message only, and no receipt for it.
    expect(ben.of('new-message').map((m) => (m as ChatMessage)._id)).toEqual([message._id]);
    expect(ben.of('message-status-updated')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes nothing from a __proto__ key in a payload (zod builds fresh objects)', async () => {
    const ann = await createUser(server);
    const eve = await createUser(server, { fullName: 'Eve' });
    const message = await postMessage(ann.token, { content: 'Hello' });
    const attacker = await rawSocket({ token: eve.token });
    attacker.send(
      `42["message-reaction",{"messageId":"${message._id}","emoji":"🙏","__proto__":{"polluted":true,"role":"Admin"}}]`,
      '42["join-room",{"__proto__":"admin"}]',
      '42["user-typing",{"chatId":"community","__proto__":{"isAdmin":true,"polluted":true}}]',
    );
    // The one valid payload is acted on, as Eve; nothing else changes.
    await vi.waitFor(async () =>
      expect(await reactionsOn(ann.token, message._id)).toEqual({
        '🙏': { count: 1, userIds: [eve.user.id] },
      }),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(roomsOf(attacker.sid)).toEqual(ownRooms(attacker.sid, eve.user.id));
  });
});

describe('a visitor socket (no token)', () => {
  it('changes nothing with join-room, message-reaction or user-typing, and then hears public news only', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const admin = await createAdmin(server);
    const ben = await sockets.listen(url, (await createUser(server)).token);
    ben.socket.emit('join-room', 'community');
    const first = await postMessage(ann.token, { content: 'Welcome' });
    const visitor = await sockets.listen(url);

    visitor.socket.emit('join-room', 'community');
    visitor.socket.emit('join-room', 'admin');
    visitor.socket.emit('message-reaction', { messageId: first._id, emoji: '😂' });
    visitor.socket.emit('user-typing', { chatId: 'community', userName: 'Pastor' });
    visitor.socket.emit('message-delivered', first._id);
    await settle();

    // What members hear after the attempt: a message, a reaction, typing, presence, receipts.
    const later = await postMessage(ann.token, { content: 'Members only: the rota' });
    await postMessage(admin.token, { content: 'Staff only', chatType: 'admin' });
    await server.app.inject({
      method: 'POST',
      url: `/api/messages/${later._id}/react`,
      headers: bearer(ann.token),
      payload: { emoji: '🙏' },
    });
    const ann2 = await sockets.listen(url, ann.token);
    ann2.socket.emit('join-room', 'community');
    await settle(100);
    ann2.socket.emit('user-typing', { chatId: 'community' });
    await ben.next('user-typing');
    ben.socket.emit('message-delivered', later._id);
    // A new request on the prayer wall is public: the visitor's socket is still listening.
    await server.app.inject({
      method: 'POST',
      url: '/api/prayer-requests',
      payload: { name: 'Grace', request_text: 'For my exams', share_publicly: true },
    });
    await visitor.next('prayer-request-created');
    await settle();

    expect(visitor.heard.map((h) => h.event)).toEqual(['prayer-request-created']);
    expect(await reactionsOn(ann.token, first._id)).toEqual({});
    expect(ben.of('user-typing')).toEqual([
      { userId: ann.user.id, userName: 'Ann', chatId: 'community' },
    ]);
    expect(roomsOf(visitor.socket.id)).toEqual([visitor.socket.id, 'public'].sort());
  });
});

describe('rooms joined by a guessed name', () => {
  it('refuses every room the member does not belong to, and delivers nothing from them (canEnterRoom)', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const ben = await createUser(server, { fullName: 'Ben' });
    const eve = await createUser(server, { fullName: 'Eve' });
    const admin = await createAdmin(server);
    const pair = privateRoomId(ann.user.id, ben.user.id);
    const [low, high] = [ann.user.id, ben.user.id].sort();
    const eveSocket = await sockets.listen(url, eve.token);
    const annSocket = await sockets.listen(url, ann.token);
    const benSocket = await sockets.listen(url, ben.token);
    const adminSocket = await sockets.listen(url, admin.token);

    const guesses = [
      'admin',
      pair,
      `${high}-${low}`, // the same pair, unsorted
      `${eve.user.id}-${eve.user.id}`, // a "pair" of one member
      'focus:community',
      'focus:admin',
      `focus:${pair}`,
      `user:${ann.user.id}`,
      ann.user.id,
      'chat:admin',
      'chat:community',
      'members',
      'admins',
      'public',
    ];
    for (const room of guesses) eveSocket.socket.emit('join-room', room);
    await vi.waitFor(() => expect(eveSocket.of('error')).toHaveLength(guesses.length));
    expect(eveSocket.of('error')).toEqual(guesses.map(() => ({ message: chatTexts.roomRefused })));
    expect(roomsOf(eveSocket.socket.id)).toEqual(ownRooms(eveSocket.socket.id!, eve.user.id));

    // Life in those rooms goes on: messages, typing, receipts and reactions.
    annSocket.socket.emit('join-room', pair);
    benSocket.socket.emit('join-room', pair);
    adminSocket.socket.emit('join-room', 'admin');
    await settle(100);
    const secret = await postMessage(ann.token, {
      content: 'Just for Ben',
      chatType: 'private',
      recipientId: ben.user.id,
    });
    const staff = await postMessage(admin.token, { content: 'Budget', chatType: 'admin' });
    annSocket.socket.emit('user-typing', { chatId: pair });
    adminSocket.socket.emit('user-typing', { chatId: 'admin' });
    benSocket.socket.emit('message-delivered', secret._id);
    benSocket.socket.emit('message-reaction', { messageId: secret._id, emoji: '❤️' });
    adminSocket.socket.emit('message-reaction', { messageId: staff._id, emoji: '🙏' });
    expect((await benSocket.next('new-message')).content).toBe('Just for Ben');
    await benSocket.next('user-typing');
    await annSocket.next('message-status-updated');
    await annSocket.next('reaction-added');
    await adminSocket.next('reaction-added');
    // Eve is still listening: a community message reaches her.
    await postMessage(ann.token, { content: 'For everyone' });
    await eveSocket.next('new-message');
    await settle();

    expect(eveSocket.of('new-message').map((m) => (m as ChatMessage).content)).toEqual([
      'For everyone',
    ]);
    for (const event of [
      'user-typing',
      'message-status-updated',
      'message-read',
      'reaction-added',
    ] as const)
      expect(eveSocket.of(event), event).toEqual([]);
  });

  it('does not relay typing into a conversation the socket has not joined (focus-room check)', async () => {
    const ann = await createUser(server, { fullName: 'Ann' });
    const ben = await createUser(server, { fullName: 'Ben' });
    const eve = await createUser(server, { fullName: 'Eve' });
    const admin = await createAdmin(server);
    const pair = privateRoomId(ann.user.id, ben.user.id);
    const annSocket = await sockets.listen(url, ann.token);
    const benSocket = await sockets.listen(url, ben.token);
    const adminSocket = await sockets.listen(url, admin.token);
    const eveSocket = await sockets.listen(url, eve.token);
    annSocket.socket.emit('join-room', pair);
    benSocket.socket.emit('join-room', 'community');
    adminSocket.socket.emit('join-room', 'admin');
    await settle(100);

    for (const chatId of [pair, 'community', 'admin']) {
      eveSocket.socket.emit('user-typing', { chatId, userName: 'Ann' });
      eveSocket.socket.emit('user-stopped-typing', { chatId });
      eveSocket.socket.emit('leave-room', chatId);
    }
    await settle();
    for (const listener of [annSocket, benSocket, adminSocket]) {
      expect(listener.of('user-typing')).toEqual([]);
      expect(listener.of('user-stopped-typing')).toEqual([]);
    }

    // Once Eve has the community room open, her typing is shown there, under her own name.
    eveSocket.socket.emit('join-room', 'community');
    await settle(100);
    eveSocket.socket.emit('user-typing', { chatId: 'community', userName: 'Ann' });
    expect(await benSocket.next('user-typing')).toEqual({
      userId: eve.user.id,
      userName: 'Eve',
      chatId: 'community',
    });
    expect(annSocket.of('user-typing')).toEqual([]);
    expect(adminSocket.of('user-typing')).toEqual([]);
  });
});

describe('flooding', () => {
  const flood = (client: ListeningClient, event: string) => {
    const raw = client.socket as unknown as { emit: (...args: unknown[]) => void };
    for (let i = 0; i < FLOOD_LIMIT * 3; i += 1) raw.emit(event, i);
  };

  it('disconnects a member tab that floods with events no handler accepts, and only that tab (flood limit)', async () => {
    const ann = await createUser(server);
    const eve = await createUser(server);
    const ben = await sockets.listen(url, (await createUser(server)).token);
    const floodingTab = await sockets.listen(url, eve.token);
    const quietTab = await sockets.listen(url, eve.token);
    floodingTab.socket.io.opts.reconnection = false;
    const dropped = new Promise((resolve) => floodingTab.socket.once('disconnect', resolve));

    flood(floodingTab, 'no-such-event');
    expect(await dropped).toBe('io server disconnect');
    expect(floodingTab.of('error')).toEqual([{ message: chatTexts.tooFast }]);
    expect(server.services.socketStats.flooded).toBe(1);

    expect(quietTab.socket.connected).toBe(true);
    await othersCarryOn(ann, ben, 'Still here after the flood');
    await quietTab.next('new-message', (m) => m.content === 'Still here after the flood');
    // Eve still has a tab open: she is not announced as gone.
    expect(ben.of('user-offline')).toEqual([]);
  });

  it('disconnects a visitor socket that floods (flood limit for every socket)', async () => {
    const ann = await createUser(server);
    const ben = await sockets.listen(url, (await createUser(server)).token);
    const visitor = await sockets.listen(url);
    visitor.socket.io.opts.reconnection = false;
    const dropped = new Promise((resolve) => visitor.socket.once('disconnect', resolve));

    flood(visitor, 'join-room');
    expect(await dropped).toBe('io server disconnect');
    expect(server.services.socketStats.flooded).toBe(1);
    await othersCarryOn(ann, ben, 'Still here after the visitor flood');
  });
});
