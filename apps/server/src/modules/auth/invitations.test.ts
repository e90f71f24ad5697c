import { authMessages } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { call, server } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { createUser } from '../../../test/test-server';
import { INVITATIONS_PER_ADDRESS_PER_DAY } from './invitations';

const smtp = serverPerTestWithMail(() => ({
  env: {
    MAIL_FROM: 'Torch Fellowship <no-reply@torch.example>',
    PUBLIC_URL: 'https://church.example/',
  },
}));

const invite = (token: string, payload: object) =>
  call(server, 'POST', '/api/users/invitations', { token, payload });

describe('an admin inviting someone to register', () => {
  it('mails a link to the Register page with the address and name filled in', async () => {
    const admin = await createUser(server, { role: 'Admin', fullName: 'Pastor Ann' });
    const sent = await invite(admin.token, { email: ' Grace@Example.ORG ', fullName: 'Grace N' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: authMessages.invitationSent });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'grace@example.org' }] });
    expect(mail!.subject).toBe('Pastor Ann invites you to join Torch Fellowship');
    expect(mail!.text).toContain('Hello Grace N,');
    expect(mail!.text).toContain(
      'https://church.example/#/register?email=grace%40example.org&name=Grace+N',
    );
  });

  it('is for admins, checks the address, and refuses one that has an account', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    const member = await createUser(server);
    expect((await invite(member.token, { email: 'new@example.org' })).statusCode).toBe(403);
    const bad = await invite(admin.token, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Enter a valid email address', field: 'email' });
    const taken = await invite(admin.token, { email: member.user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: authMessages.invitationForMember,
      field: 'email',
    });
  });

  it('cannot flood an inbox', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    for (let i = 0; i < INVITATIONS_PER_ADDRESS_PER_DAY; i += 1)
      expect((await invite(admin.token, { email: 'often@example.org' })).statusCode).toBe(202);
    expect((await invite(admin.token, { email: 'often@example.org' })).statusCode).toBe(429);
    expect(await smtp.waitFor(INVITATIONS_PER_ADDRESS_PER_DAY)).toHaveLength(
      INVITATIONS_PER_ADDRESS_PER_DAY,
    );
  });
});
