/**
 * Findings of the adversarial review of the real-time side (items 2, 4 and 10), each told as
 * what the attacker or the confused client did and what members notice afterwards.
 */
import { chatTexts, privateRoomId, type ChatMessage, type UnreadCounts } from '@torch/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema';
import { socketClients } from '../socket-clients';
import { bearer, createTestServer, createUser, type TestServer } from '../test-server';

let server: TestServer;
let url: string;
const sockets = socketClients();

beforeEach(async () => {
  server = await createTestServer();
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  sockets.closeAll();
  await server.close();
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
