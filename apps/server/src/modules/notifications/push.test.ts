/**
 * Web push (docs/notifications.md#web-push) through a local push service that decrypts what it
 * receives with the device's own keys: the member notifications, private messages and replies
 * arrive as the payload the service worker shows; a device the service has forgotten (410) is
 * removed; the VAPID key pair is made once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ministryTeams, pushSubscriptions } from '../../db/schema';
import { call, server, serverPerTestOnDemand } from '../../../test/harness';
import { startTestPushService, type TestPushService } from '../../../test/push-endpoint';
import { createAdmin, createUser } from '../../../test/test-server';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(() => pushService.close());
const start = serverPerTestOnDemand();
beforeEach(async () => {
  pushService.received.splice(0);
  // The local push service listens on loopback (docs/configuration.md#test-only-variables).
  await start({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } });
});

async function deviceOf(member: { token: string }, device: string) {
  const subscribed = await call(server, 'POST', '/api/push/subscriptions', {
    token: member.token,
    payload: pushService.subscription(device),
  });
  expect(subscribed.statusCode).toBe(204);
}
const send = (token: string, payload: object) =>
  call(server, 'POST', '/api/messages', { token, payload });
const devicesIn = async () => (await server.database.db.select().from(pushSubscriptions)).length;

describe('web push', () => {
  it('tells a member on their device that their application was approved', async () => {
    const admin = await createAdmin(server);
    const member = await createUser(server);
    await deviceOf(member, 'sarah-phone');
    const [team] = await server.database.db
      .insert(ministryTeams)
      .values({
        name: 'Ushers',
        leaderName: 'Grace',
        contactEmail: 'serve@example.org',
        description: 'Welcome.',
        isActive: true,
      })
      .returning();
    const application = await call(server, 'POST', '/api/volunteer/apply', {
      token: member.token,
      payload: { teamId: team!.id, message: 'Happy to help.' },
    });
    await call(
      server,
      'PUT',
      `/api/volunteer/applications/${application.json<{ _id: string }>()._id}`,
      {
        token: admin.token,
        payload: { status: 'Approved' },
      },
    );
    const [push] = await pushService.waitFor(1);
    expect(push!.device).toBe('sarah-phone');
    expect(push!.payload).toEqual({
      title: 'Your application to Ushers was approved',
      body: 'Welcome to Ushers! Your application to serve was approved; the team leader will be in touch.',
      url: '/#/profile',
      tag: 'volunteer_decision',
      to: member.user._id,
    });
    const { publicKey } = (await call(server, 'GET', '/api/push/public-key')).json<{
      publicKey: string;
    }>();
    expect(push!.vapidPublicKey).toBe(publicKey);
    expect(push!.claims.aud).toBe(new URL(pushService.subscription('x').endpoint).origin);
    expect(push!.claims.sub).toMatch(/^mailto:/);
  });

  it('pushes a private message to its recipient and a reply to the author replied to', async () => {
    const grace = await createUser(server, { fullName: 'Grace Auma' });
    const john = await createUser(server, { fullName: 'John Okello' });
    await deviceOf(john, 'john-laptop');
    await deviceOf(grace, 'grace-phone');
    await send(grace.token, {
      content: 'Are you coming on Sunday?',
      chatType: 'private',
      recipientId: john.user._id,
    });
    const [dm] = await pushService.waitFor(1);
    expect(dm).toMatchObject({
      device: 'john-laptop',
      payload: {
        title: 'Grace Auma',
        body: 'Are you coming on Sunday?',
        url: '/#/chat',
        tag: 'private_message',
      },
    });
    const question = (
      await send(grace.token, { content: 'Who brings the chairs?', chatType: 'community' })
    ).json<{ _id: string }>();
    await send(john.token, {
      content: 'I will!',
      chatType: 'community',
      replyTo: { messageId: question._id },
    });
    const pushes = await pushService.waitFor(2);
    expect(pushes[1]).toMatchObject({
      device: 'grace-phone',
      payload: { title: 'John Okello replied to you', body: 'I will!', tag: 'chat_reply' },
    });
    // The community message itself pushed nobody, and nobody is told of their own message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.received).toHaveLength(2);
  });

  it('pushes a mention to each member named, once, and only to who can read the room', async () => {
    const grace = await createUser(server, { fullName: 'Grace Auma' });
    const john = await createUser(server, { fullName: 'John Okello' });
    const ruth = await createUser(server, { fullName: 'Ruth Nambi' });
    const pastor = await createAdmin(server);
    await deviceOf(john, 'john-laptop');
    await deviceOf(ruth, 'ruth-phone');
    await deviceOf(grace, 'grace-phone');

    await send(grace.token, {
      content: 'Chairs please, @John Okello and @ruth nambi! (not @Grace Auma, nor @Nobody Here)',
      chatType: 'community',
    });
    const pushes = await pushService.waitFor(2);
    expect(pushes.map((push) => push.device).sort()).toEqual(['john-laptop', 'ruth-phone']);
    expect(pushes[0]!.payload).toMatchObject({
      title: 'Grace Auma mentioned you',
      body: 'Chairs please, @John Okello and @ruth nambi! (not @Grace Auma, nor @Nobody Here)',
      tag: 'chat_reply',
    });

    // Replying to John and naming him too is one push, the reply.
    const question = (
      await send(john.token, { content: 'Who locks up?', chatType: 'community' })
    ).json<{ _id: string }>();
    await send(grace.token, {
      content: '@John Okello I will',
      chatType: 'community',
      replyTo: { messageId: question._id },
    });
    // The staff room is read by staff only, so Ruth is not told of it.
    await send(pastor.token, { content: 'Thank @Ruth Nambi for the flowers', chatType: 'admin' });
    const all = await pushService.waitFor(3);
    expect(all[2]).toMatchObject({
      device: 'john-laptop',
      payload: { title: 'Grace Auma replied to you' },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pushService.received).toHaveLength(3);
  });

  it('sends nothing when the member turned push off for that kind', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    await deviceOf(john, 'john-quiet');
    await call(server, 'PUT', '/api/profile/notifications', {
      token: john.token,
      payload: { preferences: [{ kind: 'private_message', push: false }] },
    });
    await send(grace.token, { content: 'Hello', chatType: 'private', recipientId: john.user._id });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pushService.received).toHaveLength(0);
  });

  it('forgets a device the push service answers 410 for, and one the member unsubscribes', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    await deviceOf(john, 'john-old-phone');
    await deviceOf(john, 'john-new-phone');
    pushService.answer('john-old-phone', 410);
    await send(grace.token, { content: 'Hi', chatType: 'private', recipientId: john.user._id });
    await pushService.waitFor(1);
    const deadline = Date.now() + 5_000;
    while ((await devicesIn()) > 1 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const left = await server.database.db.select().from(pushSubscriptions);
    expect(left.map((device) => device.endpoint)).toEqual([
      expect.stringContaining('/push/john-new-phone') as string,
    ]);
    const removed = await call(server, 'DELETE', '/api/push/subscriptions', {
      token: john.token,
      payload: { endpoint: left[0]!.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, john.user._id)),
    ).toEqual([]);
    expect(
      (await call(server, 'POST', '/api/push/subscriptions', { payload: {} })).statusCode,
    ).toBe(401);
  });

  it('makes the VAPID key pair once in DATA_DIR and keeps it', async () => {
    const file = path.join(server.dataDir, 'vapid-keys.json');
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string };
    const answered = (await call(server, 'GET', '/api/push/public-key')).json<{
      publicKey: string;
    }>();
    expect(answered.publicKey).toBe(stored.publicKey);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
