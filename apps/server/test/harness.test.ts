/** The shared fixture: a fresh server and Admin for every test, and requests that carry a token. */
import { describe, expect, it } from 'vitest';
import { admin, adminToken, call, server, serverPerTest } from './harness';
import { createUser } from './test-server';

serverPerTest({ admin: { fullName: 'Harness Admin' } });

const seen: unknown[] = [];

describe('serverPerTest', () => {
  it('starts a server with a signed-in Admin of the given name', async () => {
    seen.push(server);
    const me = await call(server, 'GET', '/api/profile/me', { token: adminToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ fullName: 'Harness Admin', role: 'Admin' });
    expect(admin.token).toBe(adminToken);
    await createUser(server, { email: 'left-behind@example.org' });
  });

  it('gives the next test a server of its own, without the last one’s accounts', async () => {
    expect(seen.includes(server)).toBe(false);
    const users = await call(server, 'GET', '/api/users', { token: adminToken });
    expect(users.statusCode).toBe(200);
    expect(JSON.stringify(users.json())).not.toContain('left-behind@example.org');
  });
});

describe('call', () => {
  it('sends no credentials when the token is missing or null', async () => {
    expect((await call(server, 'GET', '/api/profile/me')).statusCode).toBe(401);
    expect((await call(server, 'GET', '/api/profile/me', { token: null })).statusCode).toBe(401);
  });
});
