import { privateRoomId, type ChatMessage, type Conversation } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { call, server, serverPerFile } from '../../../test/harness';
import { createUser } from '../../../test/test-server';
import { chatMessages, chatRooms } from '../../db/schema';

serverPerFile();

const send = (token: string, payload: object) =>
  call(server, 'POST', '/api/messages', { token, payload });
const privately = (token: string, recipientId: string, content: string) =>
  send(token, { chatType: 'private', recipientId, content }).then((r) => r.json<ChatMessage>());
const conversations = async (token: string, query = '') => {
  const response = await call(server, 'GET', `/api/messages/conversations${query}`, { token });
  expect(response.statusCode).toBe(200);
  return {
    items: response.json<Conversation[]>(),
    total: Number(response.headers['x-total-count']),
    next: response.headers.link as string | undefined,
  };
};
const unread = (token: string) =>
  call(server, 'GET', '/api/messages/unread', { token }).then((r) =>
    r.json<Record<string, number>>(),
  );

type Member = Awaited<ReturnType<typeof createUser>>;
let ann: Member;
let ben: Member;
let cate: Member;
let dan: Member;

describe('the private conversations list', () => {
  it('lists the people one talks to, the most recent first, with the last message and unread count', async () => {
    ann = await createUser(server, { fullName: 'Ann Nakato' });
    ben = await createUser(server, { fullName: 'Ben Okello' });
    cate = await createUser(server, { fullName: 'Cate Atim' });
    dan = await createUser(server, { fullName: 'Dan Kato' });
    await privately(ben.token, ann.user.id, 'Hello Ann');
    await privately(ann.token, cate.user.id, 'Are you coming on Sunday?');
    await privately(ben.token, ann.user.id, 'See you at the service');
    await send(dan.token, { content: 'Good morning, family!' });

    const forAnn = await conversations(ann.token);
    expect(forAnn.total).toBe(2);
    expect(forAnn.next).toBeUndefined();
    expect(forAnn.items).toEqual([
      {
        roomId: privateRoomId(ann.user.id, ben.user.id),
        other: { id: ben.user.id, fullName: 'Ben Okello', avatarUrl: null, online: false },
        lastMessage: expect.objectContaining({
          preview: 'See you at the service',
          mine: false,
        }) as unknown,
        unread: 2,
      },
      {
        roomId: privateRoomId(ann.user.id, cate.user.id),
        other: { id: cate.user.id, fullName: 'Cate Atim', avatarUrl: null, online: false },
        lastMessage: expect.objectContaining({
          preview: 'Are you coming on Sunday?',
          mine: true,
        }) as unknown,
        unread: 0,
      },
    ]);
    // The community room is no private conversation; others' conversations are not Dan's.
    expect((await conversations(dan.token)).items).toEqual([]);
    expect((await conversations(cate.token)).items.map((c) => c.other.fullName)).toEqual([
      'Ann Nakato',
    ]);
  });

  it('moves a conversation to the top when a message arrives, and clears unread when read', async () => {
    const last = await privately(cate.token, ann.user.id, 'Yes, with my sister');
    const moved = await conversations(ann.token);
    expect(moved.items.map((c) => [c.other.fullName, c.unread])).toEqual([
      ['Cate Atim', 1],
      ['Ben Okello', 2],
    ]);
    await call(server, 'PUT', `/api/messages/${last._id}/read`, { token: ann.token });
    expect((await conversations(ann.token)).items[0]!.unread).toBe(0);
  });

  it('pages through the Link header, each conversation once', async () => {
    const seen: string[] = [];
    let url: string | undefined = '?limit=1';
    while (url !== undefined) {
      const page = await conversations(ann.token, url);
      expect(page.total).toBe(2);
      seen.push(...page.items.map((c) => c.roomId));
      url = page.next?.match(/<\/api\/messages\/conversations(\?[^>]*)>/)?.[1];
    }
    expect(seen).toEqual([
      privateRoomId(ann.user.id, cate.user.id),
      privateRoomId(ann.user.id, ben.user.id),
    ]);
    expect(
      (await call(server, 'GET', '/api/messages/conversations?cursor=x', { token: ann.token }))
        .statusCode,
    ).toBe(400);
    expect((await call(server, 'GET', '/api/messages/conversations')).statusCode).toBe(401);
  });

  it('caps every unread count at 100, in the list and in /api/messages/unread', async () => {
    // 150 community messages from Dan, written in one statement.
    await server.database.db.insert(chatMessages).values(
      Array.from({ length: 150 }, (_, i) => ({
        roomId: 'community',
        seq: 1000 + i,
        authorId: dan.user.id,
        authorName: 'Dan Kato',
        chatType: 'community' as const,
        content: `note ${i}`,
      })),
    );
    await server.database.db
      .insert(chatRooms)
      .values({ roomId: 'community', lastSeq: 1149 })
      .onConflictDoUpdate({ target: chatRooms.roomId, set: { lastSeq: 1149 } });
    expect(await unread(ben.token)).toEqual({ community: 100 });
    expect(await unread(ann.token)).toEqual({
      community: 100,
      [privateRoomId(ann.user.id, ben.user.id)]: 2,
    });
  });
});
