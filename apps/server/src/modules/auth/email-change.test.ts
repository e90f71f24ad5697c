import { authMessages } from '@torch/contract';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { call, server } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { firstMailTo } from '../../../test/smtp';
import { createUser, TEST_PASSWORD } from '../../../test/test-server';
import { emailChangeTokens } from '../../db/schema';
import { LINK_TOKEN_TTL_MS } from './proofs';

let clock = new Date();

const smtp = serverPerTestWithMail(() => {
  clock = new Date();
  return {
    env: { PUBLIC_URL: 'https://church.example/' },
    options: { now: () => clock },
  };
});

const ask = (token: string, newEmail: string, password = TEST_PASSWORD) =>
  call(server, 'PUT', '/api/profile/email', { token, payload: { newEmail, password } });
const confirm = (token: string) =>
  call(server, 'POST', '/api/profile/email/confirm', { payload: { token } });
const login = (email: string) =>
  call(server, 'POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } });

function confirmTokenOf(mail: ParsedMail): string {
  const match = /#\/confirm-email\?token=([\w%-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('No confirmation link in the mail');
  return decodeURIComponent(match[1]);
}

const mailTo = (address: string) => firstMailTo(smtp, address);

describe('a member changing their e-mail address', () => {
  it('confirms the new address by its link; the old address is told', async () => {
    const ann = await createUser(server, { fullName: 'Ann Achieng' });
    const asked = await ask(ann.token, 'Ann.New@Example.org');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: authMessages.emailChangeSent });

    const link = await mailTo('ann.new@example.org');
    expect(link.to).toMatchObject({ value: [{ address: 'ann.new@example.org' }] });
    expect(link.subject).toBe('Confirm your new Torch Fellowship e-mail address');
    const token = confirmTokenOf(link);
    expect(link.html).toContain(`href="https://church.example/#/confirm-email?token=${token}"`);
    const [row] = await server.database.db.select().from(emailChangeTokens);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(token);

    // Nothing changes until the link is followed.
    expect((await login(ann.user.email)).statusCode).toBe(200);
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: authMessages.emailChanged });
    expect((await login(ann.user.email)).statusCode).toBe(401);
    expect((await login('ann.new@example.org')).statusCode).toBe(200);
    const profile = await call(server, 'GET', '/api/profile/me', { token: ann.token });
    expect(profile.json()).toMatchObject({ email: 'ann.new@example.org' });

    const notice = (await smtp.waitFor(3)).find((mail) => mail.subject?.includes('was changed'));
    expect(notice!.to).toMatchObject({ value: [{ address: ann.user.email }] });
    expect(notice!.subject).toBe('Your Torch Fellowship e-mail address was changed');
    expect(notice!.text).toContain('ann.new@example.org');

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.emailChangeLinkInvalid });
  });

  it('refuses a link after its hour', async () => {
    const ann = await createUser(server);
    await ask(ann.token, 'later@example.org');
    const token = confirmTokenOf(await mailTo('later@example.org'));
    clock = new Date(clock.getTime() + LINK_TOKEN_TTL_MS + 1000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: authMessages.emailChangeLinkInvalid });
    expect((await login(ann.user.email)).statusCode).toBe(200);
  });

  it('refuses an address another account has, when asked and when confirmed', async () => {
    const ann = await createUser(server);
    const ben = await createUser(server);
    const taken = await ask(ann.token, ben.user.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: authMessages.emailTaken, field: 'newEmail' });

    await ask(ann.token, 'free@example.org');
    const token = confirmTokenOf(await mailTo('free@example.org'));
    // Someone registers with that address before Ann follows the link.
    await createUser(server, { email: 'free@example.org' });
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: authMessages.emailTaken });
    expect((await login(ann.user.email)).statusCode).toBe(200);
  });

  it('asks for the right password and a different address, and mails nothing otherwise', async () => {
    const ann = await createUser(server);
    const wrong = await ask(ann.token, 'new@example.org', 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: authMessages.wrongCurrentPassword });
    const same = await ask(ann.token, ann.user.email);
    expect(same.json()).toEqual({ message: authMessages.emailUnchanged, field: 'newEmail' });
    const bad = await ask(ann.token, 'not an address');
    expect(bad.json()).toMatchObject({ field: 'newEmail' });
    expect((await call(server, 'PUT', '/api/profile/email')).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
  });

  it('counts tries per account, as sign-in does', async () => {
    const ann = await createUser(server);
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1)
      answers.push((await ask(ann.token, 'x@example.org', `wrong ${i}`)).statusCode);
    expect(answers).toContain(429);
  });
});
