/**
 * Web push ends with the session that turned it on (docs/notifications.md#web-push): signing
 * out stops that device's pushes, and signing out everywhere, a password reset or change and a
 * closed account stop every device's; and a chat push reaches only members who may enter the
 * room now (docs/security.md#notifications). Through the local push service, which decrypts
 * what arrives with each device's keys.
 */
import { authMessages, type AuthResponse } from '@torch/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import { call, server } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { startTestPushService, type TestPushService } from '../../../test/push-endpoint';
import { resetTokenOf } from '../../../test/smtp';
import { createAdmin, createUser, TEST_PASSWORD } from '../../../test/test-server';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(() => pushService.close());
const smtp = serverPerTestWithMail(() => ({
  // The local push service listens on loopback (docs/configuration.md#test-only-variables).
  env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', PUBLIC_URL: 'https://church.example' },
}));
beforeEach(() => {
  pushService.received.splice(0);
});

async function deviceOf(token: string, device: string) {
  const subscribed = await call(server, 'POST', '/api/push/subscriptions', {
    token,
    payload: pushService.subscription(device),
  });
  expect(subscribed.statusCode).toBe(204);
}
/** A second session of the same account, as signing in on another device makes. */
async function signIn(email: string): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/login', {
    payload: { email, password: TEST_PASSWORD },
  });
  return response.json<AuthResponse>().token;
}
const send = (token: string, payload: object) =>
  call(server, 'POST', '/api/messages', { token, payload });
const privateMessage = (from: string, to: string, content: string) =>
  send(from, { content, chatType: 'private', recipientId: to });
/** What arrived once nothing more comes for a moment the push would have taken. */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return pushService.received.map((push) => push.device).sort();
}
const devicesOf = async (userId: string) =>
  (
    await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).length;

describe('web push and sessions', () => {
  it('stops on the device that signed out, and goes on on the others', async () => {
    const grace = await createUser(server, { fullName: 'Grace Auma' });
    const john = await createUser(server);
    const laptop = await signIn(john.user.email);
    await deviceOf(john.token, 'john-phone');
    await deviceOf(laptop, 'john-laptop');

    expect((await call(server, 'POST', '/api/auth/logout', { token: john.token })).statusCode).toBe(
      204,
    );
    await privateMessage(grace.token, john.user._id, 'Only the laptop hears this');
    const [push] = await pushService.waitFor(1);
    expect(push).toMatchObject({
      device: 'john-laptop',
      payload: { title: 'Grace Auma', body: 'Only the laptop hears this', to: john.user._id },
    });
    expect(await settled()).toEqual(['john-laptop']);
    expect(await devicesOf(john.user._id)).toBe(1);
  });

  it('stops on every device after signing out everywhere', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    const laptop = await signIn(john.user.email);
    await deviceOf(john.token, 'john-phone');
    await deviceOf(laptop, 'john-laptop');
    const everywhere = await call(server, 'POST', '/api/auth/logout-all', { token: laptop });
    expect(everywhere.json()).toEqual({ message: authMessages.signedOutEverywhere });

    await privateMessage(grace.token, john.user._id, 'Are you there?');
    expect(await settled()).toEqual([]);
    expect(await devicesOf(john.user._id)).toBe(0);
  });

  it('stops on every device after a password reset', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    await deviceOf(john.token, 'john-phone');
    await call(server, 'POST', '/api/auth/forgot-password', {
      payload: { email: john.user.email },
    });
    const token = resetTokenOf((await smtp.waitFor(1))[0]!);
    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);

    await privateMessage(grace.token, john.user._id, 'Did you get my note?');
    expect(await settled()).toEqual([]);
    expect(await devicesOf(john.user._id)).toBe(0);
  });

  it('stops on the other devices after a password change, until this one subscribes again', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    const laptop = await signIn(john.user.email);
    await deviceOf(john.token, 'john-phone');
    await deviceOf(laptop, 'john-laptop');
    const changed = await call(server, 'PUT', '/api/profile/password', {
      token: laptop,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    await privateMessage(grace.token, john.user._id, 'Hello?');
    expect(await settled()).toEqual([]);

    // The page sends the laptop's subscription again with its new token (the web app does).
    const { token: newToken } = changed.json<{ token: string }>();
    await deviceOf(newToken, 'john-laptop');
    await privateMessage(grace.token, john.user._id, 'Hello again');
    await pushService.waitFor(1);
    expect(await settled()).toEqual(['john-laptop']);
  });

  it('sends nothing to a device of an older session generation whose delete was missed', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    await deviceOf(john.token, 'john-phone');
    // As when a subscribe commits just after sign-out everywhere ran its delete, or the delete
    // failed: the row stays, and only the account's generation moved on.
    await server.database.db
      .update(users)
      .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
      .where(eq(users.id, john.user._id));
    // A row of the current generation kept before generations were (none on it) is sent nothing
    // either, until the device subscribes again.
    const tablet = await signIn(john.user.email);
    await deviceOf(tablet, 'john-tablet');
    await server.database.db
      .update(pushSubscriptions)
      .set({ sessionGeneration: null })
      .where(eq(pushSubscriptions.endpoint, pushService.subscription('john-tablet').endpoint));

    await privateMessage(grace.token, john.user._id, 'Are you still there?');
    expect(await settled()).toEqual([]);
    expect(await devicesOf(john.user._id)).toBe(2);

    await deviceOf(tablet, 'john-tablet');
    await privateMessage(grace.token, john.user._id, 'And now?');
    await pushService.waitFor(1);
    expect(await settled()).toEqual(['john-tablet']);
  });

  it('stops when the account is closed', async () => {
    const grace = await createUser(server);
    const john = await createUser(server);
    await deviceOf(john.token, 'john-phone');
    const closed = await call(server, 'DELETE', '/api/profile/me', {
      token: john.token,
      payload: { password: TEST_PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    await privateMessage(grace.token, john.user._id, 'Goodbye');
    expect(await settled()).toEqual([]);
    expect(await devicesOf(john.user._id)).toBe(0);
  });
});

describe('chat pushes and who may enter the room now', () => {
  it('tells a demoted admin nothing of replies and mentions in the staff room', async () => {
    const pastor = await createUser(server, { fullName: 'Pastor Paul', role: 'Super-Admin' });
    const ruth = await createAdmin(server, { fullName: 'Ruth Nambi' });
    await deviceOf(ruth.token, 'ruth-phone');
    const question = (
      await send(ruth.token, { content: 'Who has the van keys?', chatType: 'admin' })
    ).json<{ _id: string }>();

    // While she is an admin, a reply in the staff room reaches her.
    await send(pastor.token, {
      content: 'I do',
      chatType: 'admin',
      replyTo: { messageId: question._id },
    });
    await pushService.waitFor(1);

    const demoted = await call(server, 'PUT', `/api/users/${ruth.user._id}/role`, {
      token: pastor.token,
      payload: { role: 'User' },
    });
    expect(demoted.statusCode).toBe(200);
    await send(pastor.token, {
      content: 'The budget for the new roof is 40 million',
      chatType: 'admin',
      replyTo: { messageId: question._id },
    });
    await send(pastor.token, { content: '@Ruth Nambi salaries are due', chatType: 'admin' });
    expect(await settled()).toEqual(['ruth-phone']);
    expect(JSON.stringify(pushService.received)).not.toContain('roof');
    expect(JSON.stringify(pushService.received)).not.toContain('salaries');

    // She is still told of what she may read: a private message.
    await privateMessage(pastor.token, ruth.user._id, 'Thank you for your service');
    const pushes = await pushService.waitFor(2);
    expect(pushes[1]).toMatchObject({
      device: 'ruth-phone',
      payload: { body: 'Thank you for your service' },
    });
  });
});
