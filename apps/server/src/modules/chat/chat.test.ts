import {
  defaultChurchSettings,
  privateRoomId,
  type ChatMessage,
  type ChatMember,
} from '@torch/contract';
import { describe, expect, it, vi } from 'vitest';
import { server, serverPerTest } from '../../../test/harness';
import { bearer, createAdmin, createUser } from '../../../test/test-server';
import { chatMessages, uploads } from '../../db/schema';

serverPerTest();

const send = (token: string, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(token), payload });
const read = async (token: string, url: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, body: response.json<ChatMessage[]>() };
};
const contents = (messages: ChatMessage[]) => messages.map((message) => message.content);

describe('sending to the community room', () => {
  it('stores the message with the author from the token, whatever the body claims', async () => {
    const ann = await createUser(server, { fullName: 'Ann Nakato' });
    const ben = await createUser(server, { fullName: 'Ben Okello' });
    const response = await send(ann.token, {
      content: '  Good morning, family!  ',
      chatType: 'community',
      authorId: ben.user.id,
      authorName: 'Pastor Impostor',
      authorAvatar: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: 'Good morning, family!',
      authorId: ann.user.id,
      authorName: 'Ann Nakato',
      authorAvatar: null,
      chatType: 'community',
      roomId: 'community',
      seq: 1,
      delivered: false,
      read: false,
      reactions: {},
      replyTo: null,
    });
    const history = await read(ben.token, '/api/messages/community');
    expect(contents(history.body)).toEqual(['Good morning, family!']);
  });

  it('refuses blank, too long and signed-out messages, and stores none of them', async () => {
    const ann = await createUser(server);
    expect((await send(ann.token, { content: '   ', chatType: 'community' })).json()).toMatchObject(
      {
        message: 'Message cannot be empty',
        field: 'content',
      },
    );
    expect((await send(ann.token, { content: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await send(ann.token, { content: 'hi', chatType: 'everyone' })).statusCode).toBe(400);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { content: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read(ann.token, '/api/messages/community')).body).toEqual([]);
    expect((await send(ann.token, { content: 'x'.repeat(4000) })).statusCode).toBe(201);
  });

  it('stores a retried send once: the same clientId returns the stored message', async () => {
    const ann = await createUser(server);
    const first = await send(ann.token, { content: 'Once only', clientId: 'c-1' });
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => send(ann.token, { content: 'Once only', clientId: 'c-1' })),
    );
    expect(first.statusCode).toBe(201);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json<ChatMessage>()._id).toBe(first.json<ChatMessage>()._id);
    }
    expect(contents((await read(ann.token, '/api/messages/community')).body)).toEqual([
      'Once only',
    ]);
  });

  it('keeps 100 concurrent sends of one clientId to one row', async () => {
    const ann = await createUser(server);
    const sends = await Promise.all(
      Array.from({ length: 100 }, () => send(ann.token, { content: 'Amen', clientId: 'same' })),
    );
    const ids = new Set(sends.map((response) => response.json<ChatMessage>()._id));
    expect(ids.size).toBe(1);
    expect(sends.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect((await read(ann.token, '/api/messages/community')).body).toHaveLength(1);
  });

  it('numbers concurrent messages of several senders 1…n with no gap or repeat', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createUser(server)));
    // Three members type at once; each sends their next message when the last one is stored.
    await Promise.all(
      members.map(async (member, m) => {
        for (let i = 0; i < 8; i += 1) await send(member.token, { content: `m${m}-${i}` });
      }),
    );
    const history = (await read(members[0]!.token, '/api/messages/community')).body;
    expect(history.map((message) => message.seq)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    // Each sender's own messages keep the order they were sent in.
    for (const m of [0, 1, 2]) {
      const mine = contents(history).filter((content) => content.startsWith(`m${m}-`));
      expect(mine).toEqual(
        [...mine].sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])),
      );
    }
  });

  it('lets several members each send a burst of 20 quick messages, every one stored', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createUser(server)));
    // What a lively room does after a sermon: three people, 20 messages each, all at once.
    const sends = await Promise.all(
      members.flatMap((member, m) =>
        Array.from({ length: 20 }, (_, i) =>
          send(member.token, { content: `m${m}-${i}`, clientId: `m${m}-${i}` }),
        ),
      ),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(Array(60).fill(201));
    const history = await read(members[0]!.token, '/api/messages/community?limit=100');
    expect(history.body).toHaveLength(60);
  });

  it('refuses a flood of 200 past the burst with a clear 429 and Retry-After', async () => {
    const ann = await createUser(server);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 200; i += 1) {
      const response = await send(ann.token, { content: `n${i}`, clientId: `k${i}` });
      statuses.push(response.statusCode);
      refused ??= response.statusCode === 429 ? response : undefined;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(170).fill(429));
    expect(refused!.json()).toEqual({
      message: 'You are sending messages too quickly. Please wait a moment.',
    });
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect((await read(ann.token, '/api/messages/community?limit=100')).body).toHaveLength(30);
    // A retry of a stored message is an answer, not a new send: it is never refused.
    expect((await send(ann.token, { content: 'n0', clientId: 'k0' })).statusCode).toBe(200);
  });

  it('holds a member to 60 messages a minute once the bursts are spent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const ann = await createUser(server);
      const statuses: number[] = [];
      // Three bursts of 25, ten seconds apart: each fits the burst, the third passes the minute.
      for (let burst = 0; burst < 3; burst += 1) {
        for (let i = 0; i < 25; i += 1)
          statuses.push((await send(ann.token, { content: `b${burst}-${i}` })).statusCode);
        vi.setSystemTime(Date.now() + 11_000);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(60);
      expect(statuses.slice(60)).toEqual(Array(15).fill(429));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('history pages', () => {
  it('returns the latest 50 in order, older pages with before, and catch-up with after', async () => {
    const ann = await createUser(server);
    // Sixty messages are more than the send limit allows at once: they are stored directly.
    await server.database.db.insert(chatMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        roomId: 'community',
        seq: i + 1,
        authorId: ann.user.id,
        authorName: ann.user.fullName,
        chatType: 'community' as const,
        content: `#${i + 1}`,
      })),
    );
    const latest = (await read(ann.token, '/api/messages/community')).body;
    expect(latest).toHaveLength(50);
    expect(latest[0]!.content).toBe('#11');
    expect(latest.at(-1)!.content).toBe('#60');
    const older = (await read(ann.token, '/api/messages/community?before=11')).body;
    expect(contents(older)).toEqual(Array.from({ length: 10 }, (_, i) => `#${i + 1}`));
    const missed = (await read(ann.token, '/api/messages/community?after=57')).body;
    expect(contents(missed)).toEqual(['#58', '#59', '#60']);
    const small = (await read(ann.token, '/api/messages/community?after=0&limit=2')).body;
    expect(contents(small)).toEqual(['#1', '#2']);
    expect((await read(ann.token, '/api/messages/community?limit=500')).status).toBe(400);
  });
});

describe('who may read and write which room', () => {
  it('keeps the admin room to admins', async () => {
    const member = await createUser(server);
    const admin = await createAdmin(server);
    expect((await send(member.token, { content: 'let me in', chatType: 'admin' })).statusCode).toBe(
      403,
    );
    expect((await read(member.token, '/api/messages/admin')).status).toBe(403);
    expect(
      (await send(admin.token, { content: 'Staff meeting at 4', chatType: 'admin' })).statusCode,
    ).toBe(201);
    expect(contents((await read(admin.token, '/api/messages/admin')).body)).toEqual([
      'Staff meeting at 4',
    ]);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/messages/admin' })).statusCode,
    ).toBe(401);
  });

  it('keeps a private room to its two members, whatever ids a third sends', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const eve = await createUser(server);
    const sent = await send(ann.token, {
      content: 'Can we pray together tonight?',
      chatType: 'private',
      recipientId: ben.user.id,
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessage>();
    expect(message).toMatchObject({
      roomId: privateRoomId(ann.user.id, ben.user.id),
      recipientId: ben.user.id,
    });

    expect(
      contents((await read(ben.token, `/api/messages/private?userId=${ann.user.id}`)).body),
    ).toEqual(['Can we pray together tonight?']);
    // Eve's own room with Ann is empty; she cannot name Ann and Ben's room any other way.
    expect((await read(eve.token, `/api/messages/private?userId=${ann.user.id}`)).body).toEqual([]);
    expect((await read(eve.token, `/api/messages/private?userId=${ben.user.id}`)).body).toEqual([]);
    expect((await read(eve.token, '/api/messages/community')).body).toEqual([]);
    const asIfAnn = await send(eve.token, {
      content: 'sneaky',
      chatType: 'private',
      recipientId: ben.user.id,
      authorId: ann.user.id,
    });
    expect(asIfAnn.json<ChatMessage>().roomId).toBe(privateRoomId(eve.user.id, ben.user.id));
    for (const url of [`/api/messages/${message._id}/read`]) {
      const response = await server.app.inject({ method: 'PUT', url, headers: bearer(eve.token) });
      expect(response.statusCode).toBe(404);
    }
    const react = await server.app.inject({
      method: 'POST',
      url: `/api/messages/${message._id}/react`,
      headers: bearer(eve.token),
      payload: { emoji: '👍' },
    });
    expect(react.statusCode).toBe(404);
    // Replying into someone else's room by quoting their message fails too.
    const reply = await send(eve.token, {
      content: 'quoting',
      chatType: 'community',
      replyTo: { messageId: message._id },
    });
    expect(reply.statusCode).toBe(400);
  });

  it('refuses a private message to nobody, to oneself or to an unknown member', async () => {
    const ann = await createUser(server);
    expect((await send(ann.token, { content: 'hi', chatType: 'private' })).json()).toMatchObject({
      message: 'Choose who to send a private message to.',
    });
    expect(
      (await send(ann.token, { content: 'hi', chatType: 'private', recipientId: ann.user.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(ann.token, {
          content: 'hi',
          chatType: 'private',
          recipientId: crypto.randomUUID(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await read(ann.token, '/api/messages/private')).status).toBe(400);
  });
});

describe('replies, images, receipts and reactions', () => {
  it('stores the quoted message id, its first 50 characters and its author', async () => {
    const ann = await createUser(server, { fullName: 'Ann Nakato' });
    const ben = await createUser(server);
    const original = (
      await send(ann.token, { content: 'A'.repeat(60), chatType: 'community' })
    ).json<ChatMessage>();
    const reply = await send(ben.token, {
      content: 'Yes!',
      replyTo: { messageId: original._id, content: 'forged', authorName: 'forged' },
    });
    expect(reply.json<ChatMessage>().replyTo).toEqual({
      messageId: original._id,
      content: 'A'.repeat(50),
      authorName: 'Ann Nakato',
    });
  });

  it('accepts images from our own uploads only, and quotes them as Image', async () => {
    const ann = await createUser(server);
    const foreign = await send(ann.token, {
      content: 'https://evil.example/cat.png',
      isImage: true,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: 'Images must be uploaded to Torch first.' });
    // Named for the church whose uploads they must be, once it has a name of its own.
    await server.services.church.save({ ...defaultChurchSettings, shortName: 'Grace' });
    const renamed = await send(ann.token, {
      content: 'https://evil.example/cat.png',
      isImage: true,
    });
    expect(renamed.json()).toMatchObject({ message: 'Images must be uploaded to Grace first.' });
    await server.services.church.save(defaultChurchSettings);
    await server.database.db.insert(uploads).values({
      folder: 'chat-images',
      storageKey: 'chat-images/2026/11/a.webp',
      url: '/uploads/chat-images/2026/11/a.webp',
      thumbnailUrl: '/uploads/chat-images/2026/11/a-thumb.webp',
      contentType: 'image/webp',
      sizeBytes: 10,
      uploadedBy: ann.user.id,
    });
    const image = await send(ann.token, {
      content: '/uploads/chat-images/2026/11/a.webp',
      isImage: true,
    });
    expect(image.statusCode).toBe(201);
    const reply = await send(ann.token, {
      content: 'Look!',
      replyTo: { messageId: image.json<ChatMessage>()._id },
    });
    expect(reply.json<ChatMessage>().replyTo?.content).toBe('Image');
  });

  it('marks read only from another member, and everything before it with it', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const first = (await send(ann.token, { content: 'one' })).json<ChatMessage>();
    const second = (await send(ann.token, { content: 'two' })).json<ChatMessage>();
    const own = await server.app.inject({
      method: 'PUT',
      url: `/api/messages/${second._id}/read`,
      headers: bearer(ann.token),
    });
    expect(own.statusCode).toBe(403);

    const unreadBefore = await server.app.inject({
      method: 'GET',
      url: '/api/messages/unread',
      headers: bearer(ben.token),
    });
    expect(unreadBefore.json()).toEqual({ community: 2 });
    const marked = await server.app.inject({
      method: 'PUT',
      url: `/api/messages/${second._id}/read`,
      headers: bearer(ben.token),
    });
    expect(marked.json()).toMatchObject({ _id: second._id, read: true, delivered: true });
    const history = (await read(ann.token, '/api/messages/community')).body;
    expect(history.map((message) => [message._id, message.read])).toEqual([
      [first._id, true],
      [second._id, true],
    ]);
    const unreadAfter = await server.app.inject({
      method: 'GET',
      url: '/api/messages/unread',
      headers: bearer(ben.token),
    });
    expect(unreadAfter.json()).toEqual({});
    // Ann wrote both: nothing was ever unread for her.
    const annUnread = await server.app.inject({
      method: 'GET',
      url: '/api/messages/unread',
      headers: bearer(ann.token),
    });
    expect(annUnread.json()).toEqual({});
  });

  it('counts unread private messages per room for the recipient only', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const eve = await createUser(server);
    await send(ann.token, { content: 'psst', chatType: 'private', recipientId: ben.user.id });
    await send(ann.token, { content: 'psst 2', chatType: 'private', recipientId: ben.user.id });
    const unread = (token: string) =>
      server.app
        .inject({ method: 'GET', url: '/api/messages/unread', headers: bearer(token) })
        .then((response) => response.json<Record<string, number>>());
    expect(await unread(ben.token)).toEqual({ [privateRoomId(ann.user.id, ben.user.id)]: 2 });
    expect(await unread(eve.token)).toEqual({});
  });

  it('toggles one reaction per member per emoji and counts them', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const message = (await send(ann.token, { content: 'Praise report!' })).json<ChatMessage>();
    const react = (token: string, emoji: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/messages/${message._id}/react`,
        headers: bearer(token),
        payload: { emoji },
      });
    await react(ann.token, '🙏');
    await react(ben.token, '🙏');
    const both = await react(ben.token, '❤️');
    expect(both.json<ChatMessage>().reactions).toEqual({
      '🙏': { count: 2, userIds: [ann.user.id, ben.user.id] },
      '❤️': { count: 1, userIds: [ben.user.id] },
    });
    const undone = await react(ben.token, '🙏');
    expect(undone.json<ChatMessage>().reactions['🙏']).toEqual({
      count: 1,
      userIds: [ann.user.id],
    });
    expect((await react(ben.token, '<script>')).statusCode).toBe(400);
    expect((await react(ben.token, 'hello')).statusCode).toBe(400);
  });
});

describe('the member directory', () => {
  it('shows names, online state and last seen, with no e-mail of anyone to a member', async () => {
    const ann = await createUser(server, { email: 'ann@example.org' });
    await createUser(server, { email: 'ben@example.org' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(ann.token),
    });
    const members = response.json<ChatMember[]>();
    expect(members).toHaveLength(2);
    for (const member of members) expect(member).toMatchObject({ online: false, lastSeen: null });
    expect(response.body).not.toContain('@example.org');
  });
});
