import {
  authMessages,
  FORMER_MEMBER_NAME,
  type ChatMessage,
  type Conversation,
  type PrayerRequest,
  type PublicPrayerRequest,
} from '@torch/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call, server, url } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { socketClients } from '../../../test/socket-clients';
import { createAdmin, createUser, TEST_PASSWORD } from '../../../test/test-server';
import { testimonies, users } from '../../db/schema';

const sockets = socketClients();
const smtp = serverPerTestWithMail(() => ({
  listen: true,
  env: { PUBLIC_URL: 'https://church.example/' },
}));
afterEach(() => {
  sockets.closeAll();
});

const close = (token: string, password?: string) =>
  call(server, 'DELETE', '/api/profile/me', { token, payload: password ? { password } : {} });
const send = (token: string, payload: object) =>
  call(server, 'POST', '/api/messages', { token, payload }).then((r) => r.json<ChatMessage>());
const me = (token: string) => call(server, 'GET', '/api/profile/me', { token });
const login = (email: string) =>
  call(server, 'POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } });

describe('a member closing their account', () => {
  it('is refused with a wrong password, and nothing changes', async () => {
    const ann = await createUser(server);
    const refused = await close(ann.token, 'not my password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: authMessages.wrongCurrentPassword });
    expect((await close(ann.token)).json()).toMatchObject({ field: 'password' });
    expect((await me(ann.token)).statusCode).toBe(200);
    expect((await login(ann.user.email)).statusCode).toBe(200);
  });

  it('removes the login, ends every session and closes the open sockets', async () => {
    const ann = await createUser(server, { fullName: 'Ann Achieng' });
    const elsewhere = (await login(ann.user.email)).json<{ token: string }>().token;
    const socket = await sockets.listen(url, ann.token);
    const disconnected = new Promise<string>((resolve) =>
      socket.socket.once('disconnect', resolve),
    );

    const closed = await close(ann.token, TEST_PASSWORD);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ message: authMessages.accountClosed });
    expect(await disconnected).toBe('io server disconnect');
    expect((await me(ann.token)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(ann.user.email)).statusCode).toBe(401);
    expect(await server.database.db.select().from(users).where(eq(users.id, ann.user.id))).toEqual(
      [],
    );

    // The address is told, in case it was not its owner who did it.
    const [notice] = await smtp.waitFor(1);
    expect(notice!.to).toMatchObject({ value: [{ address: ann.user.email }] });
    expect(notice!.subject).toBe('Your Torch Fellowship account was closed');
  });

  it("keeps their chat messages as a former member's, over REST and the socket", async () => {
    const ann = await createUser(server, {
      fullName: 'Ann Achieng',
      avatarUrl: '/uploads/avatars/ann.webp',
    });
    const ben = await createUser(server, { fullName: 'Ben Okello' });
    const hello = await send(ann.token, { content: 'Hello church' });
    await send(ben.token, { content: 'Welcome!', replyTo: { messageId: hello._id } });
    await send(ann.token, { content: 'Just us', chatType: 'private', recipientId: ben.user.id });
    await send(ben.token, { content: 'Hi Ann', chatType: 'private', recipientId: ann.user.id });
    expect((await close(ann.token, TEST_PASSWORD)).statusCode).toBe(200);

    const community = await call(server, 'GET', '/api/messages/community', { token: ben.token });
    const [first, reply] = community.json<ChatMessage[]>();
    expect(first).toMatchObject({
      content: 'Hello church',
      authorId: null,
      authorName: FORMER_MEMBER_NAME,
      authorAvatar: null,
    });
    expect(reply!.replyTo).toMatchObject({ authorName: FORMER_MEMBER_NAME });
    expect(JSON.stringify(community.json())).not.toContain('Ann Achieng');

    // Ben keeps both sides of the private conversation.
    const dm = await call(server, 'GET', `/api/messages/private?userId=${ann.user.id}`, {
      token: ben.token,
    });
    expect(dm.statusCode).toBe(200);
    expect(dm.json<ChatMessage[]>().map((m) => [m.authorName, m.content])).toEqual([
      [FORMER_MEMBER_NAME, 'Just us'],
      ['Ben Okello', 'Hi Ann'],
    ]);
    const conversations = await call(server, 'GET', '/api/messages/conversations', {
      token: ben.token,
    });
    expect(conversations.json<Conversation[]>()).toEqual([
      expect.objectContaining({
        other: { id: ann.user.id, fullName: FORMER_MEMBER_NAME, avatarUrl: null, online: false },
      }),
    ]);
    // Nobody can write to the former member any more.
    const toNobody = await call(server, 'POST', '/api/messages', {
      token: ben.token,
      payload: { content: 'Still there?', chatType: 'private', recipientId: ann.user.id },
    });
    expect(toNobody.statusCode).toBe(404);

    // A live member quoting the old message hears the former member's name on the socket.
    const cara = await createUser(server);
    const caraSocket = await sockets.listen(url, cara.token);
    await send(ben.token, { content: 'Remember this?', replyTo: { messageId: hello._id } });
    const pushed = await caraSocket.next('new-message', (m) => m.content === 'Remember this?');
    expect(pushed.replyTo).toEqual({
      messageId: hello._id,
      content: 'Hello church',
      authorName: FORMER_MEMBER_NAME,
    });
  });

  it('keeps their prayer requests and testimonies without the link to them', async () => {
    const ann = await createUser(server, { avatarUrl: '/uploads/avatars/ann.webp' });
    const admin = await createAdmin(server);
    const prayer = await call(server, 'POST', '/api/prayer-requests', {
      token: ann.token,
      payload: { name: 'Ann', email: ann.user.email, request_text: 'For my exams' },
    });
    expect(prayer.json<PrayerRequest>().user_id).toBe(ann.user.id);
    await call(server, 'POST', '/api/testimonies', {
      token: ann.token,
      payload: { name: 'Ann', title: 'Healed', story_text: 'God is good.' },
    });
    expect((await close(ann.token, TEST_PASSWORD)).statusCode).toBe(200);

    const all = await call(server, 'GET', '/api/prayer-requests/admin/all', { token: admin.token });
    expect(all.json<PrayerRequest[]>()).toEqual([
      expect.objectContaining({
        name: 'Ann',
        request_text: 'For my exams',
        user_id: null,
        email: null,
        avatar_url: null,
      }),
    ]);
    const wall = await call(server, 'GET', '/api/prayer-requests/public');
    expect(wall.json<PublicPrayerRequest[]>()).toEqual([
      expect.objectContaining({ request_text: 'For my exams', is_member: false, user_id: null }),
    ]);
    const stories = await server.database.db.select().from(testimonies);
    expect(stories).toEqual([expect.objectContaining({ title: 'Healed', userId: null })]);
  });
});

describe('the last Super-Admin', () => {
  it('cannot close their account while nobody else could run the site', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const refused = await close(owner.token, TEST_PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: authMessages.lastSuperAdmin });
    expect((await me(owner.token)).statusCode).toBe(200);
    expect(smtp.received).toEqual([]);

    // With a second Super-Admin, the first may go.
    await createUser(server, { role: 'Super-Admin' });
    expect((await close(owner.token, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
