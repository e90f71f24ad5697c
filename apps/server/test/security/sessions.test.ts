/**
 * Forged and stale sessions (docs/security.md#sessions-and-sign-in). Tokens an attacker can make
 * are refused on HTTP and on the socket alike; a valid signature never lends a role or an identity
 * the database does not hold. (Garbage, a changed `sub` and `alg: none` are in
 * modules/auth/auth.test.ts; sign-out on another instance is in auth/sessions.redis.test.ts.)
 */
import { io as connect } from 'socket.io-client';
import { socketAccepts as acceptsSocket } from '../socket-clients';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, serverPerFile, url } from '../harness';
import { forgeFrom, type Forgery } from './forged-tokens';
import { bearer, createUser } from '../test-server';

serverPerFile({ listen: true });
let member: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  member = await createUser(server);
});

/** A token shaped like the app's own, changed as `forgery` says. */
const forge = (forgery: Forgery) => forgeFrom(member.token, forgery);

const profile = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });

const socketAccepts = (token: string) => acceptsSocket(url, token);

describe('forged tokens are refused on HTTP and on the socket', () => {
  const forgeries: [string, Forgery][] = [
    ['signed with another key', { secret: 'another-secret-that-is-long-enough-to-sign' }],
    ['signed with another algorithm (HS512, same key)', { alg: 'HS512' }],
    ['expired an hour ago', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['from another issuer', { claims: { iss: 'someone-else' } }],
    ['without a session id', { claims: { jti: undefined } }],
    ['without an expiry', { claims: { exp: undefined } }],
  ];

  it.each(forgeries)('a token %s', async (_name, forgery) => {
    const token = await forge(forgery);
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json<object>())).toEqual(['message']);
    expect(await socketAccepts(token)).toBe(false);
  });

  it('controls: the genuine token and a faithful copy made with the app key are accepted', async () => {
    // Without this, every refusal above could come from a broken forge() rather than the server.
    expect((await profile(member.token)).statusCode).toBe(200);
    expect((await profile(await forge({}))).statusCode).toBe(200);
    expect(await socketAccepts(member.token)).toBe(true);
  });
});

describe('a valid signature lends nothing the database does not hold', () => {
  it('ignores role and identity claims added to a token', async () => {
    const other = await createUser(server);
    const token = await forge({
      claims: {
        role: 'Super-Admin',
        isAdmin: true,
        email: other.user.email,
        userId: other.user.id,
      },
    });
    const me = await profile(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: member.user.id, role: 'User' });
    const stats = await server.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(token),
    });
    expect(stats.statusCode).toBe(403);
  });
});

describe('a session that ended stays ended', () => {
  it('refuses a signed-out token on HTTP and on the socket, and closes its open socket', async () => {
    const account = await createUser(server);
    const socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: account.token },
      reconnection: false,
    });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(logout.statusCode).toBe(204);
    await closed;
    expect((await profile(account.token)).statusCode).toBe(401);
    expect(await socketAccepts(account.token)).toBe(false);
  });
});
