import type { User } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { server, serverPerTest } from '../../../test/harness';
import { bearer, createAdmin, createUser } from '../../../test/test-server';

serverPerTest();

const setRole = (id: string, role: string, token: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/role`,
    headers: bearer(token),
    payload: { role },
  });

describe('the user list', () => {
  it('shows admins every e-mail and members none', async () => {
    const admin = await createAdmin(server, { email: 'office@example.org' });
    const member = await createUser(server, { email: 'member@example.org' });
    const forAdmin = await server.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(admin.token),
    });
    expect(
      forAdmin
        .json<User[]>()
        .map((u) => u.email)
        .sort(),
    ).toEqual(['member@example.org', 'office@example.org']);

    const forMember = await server.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(member.token),
    });
    expect(forMember.statusCode).toBe(200);
    expect(forMember.json<User[]>()).toHaveLength(2);
    expect(JSON.stringify(forMember.json())).not.toContain('@example.org');
    expect((await server.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('changing roles', () => {
  it('lets an admin promote a member, effective on their next request', async () => {
    const admin = await createAdmin(server);
    const member = await createUser(server);
    const changed = await setRole(member.user.id, 'Admin', admin.token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<User>().role).toBe('Admin');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(member.token),
    });
    expect(me.json<User>().role).toBe('Admin');
  });

  it('refuses the changes the rules forbid, with a reason', async () => {
    const admin = await createAdmin(server);
    const owner = await createUser(server, { role: 'Super-Admin' });
    const member = await createUser(server);
    expect((await setRole(admin.user.id, 'User', admin.token)).json()).toEqual({
      message: 'You cannot change your own role.',
    });
    expect((await setRole(owner.user.id, 'User', admin.token)).json()).toEqual({
      message: "A Super-Admin's role cannot be changed.",
    });
    expect((await setRole(member.user.id, 'Super-Admin', owner.token)).json()).toEqual({
      message: 'The Super-Admin role cannot be given here.',
    });
    expect((await setRole(admin.user.id, 'User', member.token)).statusCode).toBe(403);
    expect((await setRole(member.user.id, 'Pope', admin.token)).statusCode).toBe(400);
    expect((await setRole(crypto.randomUUID(), 'Admin', admin.token)).statusCode).toBe(404);
    const still = await server.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(member.token),
    });
    expect(still.json<User>().role).toBe('User');
  });
});
