import { authMessages, type AuthResponse, type User } from '@torch/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { server, serverPerTest } from '../../../test/harness';
import { bearer, createTestServer, createUser } from '../../../test/test-server';
import { postUpload, solidImage } from '../../../test/uploads';

serverPerTest();

const register = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
const userCount = async () => (await server.database.db.select({ n: count() }).from(users))[0]!.n;

describe('a new member joins, signs in and out', () => {
  it('registers, reads the profile, signs out, and the old token stops working', async () => {
    const registered = await register({
      fullName: 'Grace Namuli',
      email: 'Grace@Example.org',
      password: 'prayerful1',
    });
    expect(registered.statusCode).toBe(201);
    const { token, user } = registered.json<AuthResponse>();
    expect(user).toMatchObject({
      fullName: 'Grace Namuli',
      email: 'grace@example.org',
      avatarUrl: null,
    });
    expect(user._id).toBe(user.id);

    const signedIn = await login({ email: 'grace@example.org', password: 'prayerful1' });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<AuthResponse>();
    expect(session.user.id).toBe(user.id);

    const profile = await me(session.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<User>()).toEqual({
      id: user.id,
      _id: user.id,
      fullName: 'Grace Namuli',
      email: 'grace@example.org',
      avatarUrl: null,
      role: user.role,
      createdAt: user.createdAt,
    });

    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: authMessages.sessionExpired });
    // Signing out one device leaves the others signed in.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('makes the very first account Super-Admin and everyone after a member', async () => {
    const first = (
      await register({ fullName: 'Pastor', email: 'pastor@example.org', password: 'shepherd12' })
    ).json<AuthResponse>();
    const second = (
      await register({ fullName: 'Member', email: 'member@example.org', password: 'faithful12' })
    ).json<AuthResponse>();
    expect(first.user.role).toBe('Super-Admin');
    expect(second.user.role).toBe('User');
  });

  it('gives concurrent first registrations exactly one Super-Admin', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        register({
          fullName: `Early ${i}`,
          email: `early${i}@example.org`,
          password: 'password12',
        }),
      ),
    );
    const roles = responses.map((r) => r.json<AuthResponse>().user.role);
    expect(roles.filter((role) => role === 'Super-Admin')).toHaveLength(1);
  });
});

describe('registration is refused clearly', () => {
  it('answers 409 for an address already in use, whatever its case', async () => {
    await register({ fullName: 'Grace', email: 'grace@example.org', password: 'prayerful1' });
    const again = await register({
      fullName: 'Other',
      email: 'GRACE@example.ORG',
      password: 'different1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists.' });
    expect(await userCount()).toBe(1);
  });

  it('names the field that is wrong and stores nothing', async () => {
    const short = await register({
      fullName: 'Grace',
      email: 'grace@example.org',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Password must be at least 8 characters',
      field: 'password',
    });

    const missing = await register({ email: 'grace@example.org', password: 'prayerful1' });
    expect(missing.json()).toEqual({ message: 'Full name is required', field: 'fullName' });
    expect(await userCount()).toBe(0);
  });

  it('ignores a role smuggled into the body', async () => {
    await register({ fullName: 'First', email: 'first@example.org', password: 'password12' });
    const sneaky = await register({
      fullName: 'Sneaky',
      email: 'sneaky@example.org',
      password: 'password12',
      role: 'Super-Admin',
    });
    expect(sneaky.json<AuthResponse>().user.role).toBe('User');
  });
});

describe('sign-in', () => {
  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const { user } = await createUser(server, { email: 'known@example.org' });
    const wrongPassword = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.org', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('accepts the address in any case', async () => {
    const { user, password } = await createUser(server, { email: 'case@example.org' });
    expect((await login({ email: 'CASE@Example.org', password })).statusCode).toBe(200);
    expect(user.email).toBe('case@example.org');
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed or tampered token', async () => {
    const { token } = await createUser(server);
    expect((await server.app.inject({ method: 'GET', url: '/api/profile/me' })).json()).toEqual({
      message: 'Please sign in to continue.',
    });
    expect((await me('garbage')).statusCode).toBe(401);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: crypto.randomUUID(),
      }),
    ).toString('base64url');
    expect((await me(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${none}.${payload}.`)).statusCode).toBe(401);
  });

  it('reflects a role change on the very next request', async () => {
    const { token, user } = await createUser(server);
    expect((await me(token)).json<User>().role).toBe('User');
    await server.services.users.changeRole(user.id, 'Admin');
    expect((await me(token)).json<User>().role).toBe('Admin');
  });

  it('notices within seconds an account removed outside the app', async () => {
    const quick = await createTestServer({}, { sessionCacheTtlMs: 100 });
    try {
      const { token } = await createUser(quick);
      const ask = () =>
        quick.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
      expect((await ask()).statusCode).toBe(200);
      await quick.database.db.delete(users);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await ask()).statusCode).toBe(401);
    } finally {
      await quick.close();
    }
  });
});

describe('the profile', () => {
  it('lets a member change their name and picture, and remove the picture', async () => {
    const { token } = await createUser(server, { fullName: 'Old Name' });
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/profile/me', headers: bearer(token), payload });
    // The picture is uploaded first, as the profile page does.
    const picture = await postUpload(
      server,
      [
        ['folder', 'avatars'],
        ['file', { bytes: await solidImage(64, 64), name: 'me.png', type: 'image/png' }],
      ],
      token,
    );
    const avatarUrl = picture.json<{ url: string }>().url;

    const updated = await put({ fullName: '  New Name ', avatarUrl });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<User>()).toMatchObject({ fullName: 'New Name', avatarUrl });
    expect((await me(token)).json<User>().fullName).toBe('New Name');

    expect((await put({ fullName: 'New Name' })).json<User>().avatarUrl).toBe(avatarUrl);
    expect(
      (await put({ fullName: 'New Name', avatarUrl: null })).json<User>().avatarUrl,
    ).toBeNull();
  });

  it('refuses an empty name or a script URL and changes nothing', async () => {
    const { token } = await createUser(server, { fullName: 'Kept' });
    const blank = await server.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(token),
      payload: { fullName: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Full name is required', field: 'fullName' });
    const script = await server.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(token),
      payload: { fullName: 'X', avatarUrl: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
    expect((await me(token)).json<User>()).toMatchObject({ fullName: 'Kept', avatarUrl: null });
  });

  it('cannot be changed without signing in', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      payload: { fullName: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
