import { authMessages, type AuthResponse, type PasswordChangedResponse } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, server } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { resetTokenOf } from '../../../test/smtp';
import { createUser, TEST_PASSWORD } from '../../../test/test-server';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { RESET_TOKEN_TTL_MS } from './password-reset';

let clock = new Date();

const smtp = serverPerTestWithMail(() => {
  clock = new Date();
  return {
    env: {
      MAIL_FROM: 'Torch Fellowship <no-reply@torch.example>',
      PUBLIC_URL: 'https://church.example/',
    },
    options: { now: () => clock },
  };
});

const forgot = (email: string) =>
  call(server, 'POST', '/api/auth/forgot-password', { payload: { email } });
const reset = (token: string, password: string) =>
  call(server, 'POST', '/api/auth/reset-password', { payload: { token, password } });
const login = (email: string, password: string) =>
  call(server, 'POST', '/api/auth/login', { payload: { email, password } });
const me = (token: string) => call(server, 'GET', '/api/profile/me', { token });

describe('a member who forgot the password', () => {
  it('is mailed a link, chooses a new password and signs in with it', async () => {
    const member = await createUser(server, { fullName: 'Grace <Namuli>' });
    const asked = await forgot(member.user.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: authMessages.resetLinkSent });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: member.user.email }] });
    expect(mail!.from?.value[0]).toEqual({
      address: 'no-reply@torch.example',
      name: 'Torch Fellowship',
    });
    expect(mail!.subject).toBe('Choose a new password for Torch Fellowship');
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@torch\.example>$/);
    expect(mail!.text).toContain('Hello Grace <Namuli>,');
    expect(mail!.text).toMatch(/https:\/\/church\.example\/#\/reset-password\?token=[\w-]{43}\b/);
    // The HTML part escapes what it interpolates, and links to the same address.
    expect(mail!.html).toContain('Hello Grace &lt;Namuli&gt;,');
    expect(mail!.html).not.toContain('<Namuli>');
    const token = resetTokenOf(mail!);
    expect(mail!.html).toContain(`href="https://church.example/#/reset-password?token=${token}"`);

    // Only the hash of the token is stored.
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const done = await reset(token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: authMessages.passwordReset });
    expect((await login(member.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.user.email, 'a brand new passphrase')).statusCode).toBe(200);

    // The old session has ended, and the owner is told the password changed.
    expect((await me(member.token)).statusCode).toBe(401);
    const [, notice] = await smtp.waitFor(2);
    expect(notice!.subject).toBe('Your Torch Fellowship password was changed');
    expect(notice!.text).toContain('https://church.example/#/login');
  });

  it('can use a link once', async () => {
    const member = await createUser(server);
    await forgot(member.user.email);
    const token = resetTokenOf((await smtp.waitFor(1))[0]!);
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.resetLinkInvalid });
    expect((await login(member.user.email, 'first new password')).statusCode).toBe(200);
  });

  it('cannot use a link after its hour, nor a made-up one', async () => {
    const member = await createUser(server);
    await forgot(member.user.email);
    const token = resetTokenOf((await smtp.waitFor(1))[0]!);
    clock = new Date(clock.getTime() + RESET_TOKEN_TTL_MS + 1_000);
    const late = await reset(token, 'too late password');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: authMessages.resetLinkInvalid });
    expect((await reset('made-up-token', 'any new password')).statusCode).toBe(400);
    expect((await login(member.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps to the registration rules for the new password', async () => {
    const member = await createUser(server);
    await forgot(member.user.email);
    const token = resetTokenOf((await smtp.waitFor(1))[0]!);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Password must be at least 8 characters' });
    // The refused attempt did not spend the link.
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it('gives an unknown address the same answer and mails nothing', async () => {
    const member = await createUser(server);
    const known = await forgot(member.user.email);
    const unknown = await forgot('nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    const queued = await server.database.db.select().from(mailOutbox);
    expect(queued.map((row) => row.recipient)).toEqual([member.user.email]);
  });

  it('is limited per address asked for', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot('someone@example.org')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('a member changing the password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(server, 'PUT', '/api/profile/password', {
      token,
      payload: { currentPassword, newPassword },
    });

  it('keeps this session, ends the others and mails a notice', async () => {
    const member = await createUser(server);
    const other = (await login(member.user.email, TEST_PASSWORD)).json<AuthResponse>();
    const changed = await change(member.token, TEST_PASSWORD, 'my better password');
    expect(changed.statusCode).toBe(200);
    const body = changed.json<PasswordChangedResponse>();
    expect(body.message).toBe(authMessages.passwordChanged);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await login(member.user.email, 'my better password')).statusCode).toBe(200);
    const [notice] = await smtp.waitFor(1);
    expect(notice!.subject).toBe('Your Torch Fellowship password was changed');
  });

  it('needs the current password', async () => {
    const member = await createUser(server);
    const wrong = await change(member.token, 'not my password', 'my better password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: authMessages.wrongCurrentPassword });
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await change('', TEST_PASSWORD, 'my better password')).statusCode).toBe(401);
  });

  it('spends a reset link still out for the account', async () => {
    const member = await createUser(server);
    await forgot(member.user.email);
    const token = resetTokenOf((await smtp.waitFor(1))[0]!);
    expect((await change(member.token, TEST_PASSWORD, 'my better password')).statusCode).toBe(200);
    expect((await reset(token, 'sneaky new password')).statusCode).toBe(400);
    const [row] = await server.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    expect(row!.usedAt).not.toBeNull();
  });
});

describe('a Super-Admin helping a member back in', () => {
  const sendLink = (token: string, userId: string) =>
    call(server, 'POST', `/api/users/${userId}/password-reset`, { token });

  it('mails the member a link the sender never sees, which works like their own', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const member = await createUser(server, { fullName: 'Ruth Akello' });
    const sent = await sendLink(owner.token, member.user.id);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: authMessages.resetLinkSentByStaff });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: member.user.email }] });
    const token = resetTokenOf(mail!);
    expect(sent.body).not.toContain(token);

    expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await login(member.user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('is the Super-Admin alone, for an account that exists, and cannot flood an inbox', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const admin = await createUser(server, { role: 'Admin' });
    const member = await createUser(server);
    expect((await sendLink(admin.token, member.user.id)).statusCode).toBe(403);
    expect((await sendLink(member.token, member.user.id)).statusCode).toBe(403);
    const unknown = await sendLink(owner.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);

    for (let sent = 0; sent < 5; sent += 1) {
      expect((await sendLink(owner.token, member.user.id)).statusCode).toBe(202);
    }
    expect((await sendLink(owner.token, member.user.id)).statusCode).toBe(429);
    expect(await smtp.waitFor(5)).toHaveLength(5);
  });
});
