import type { PrayerRequest, PublicPrayerRequest } from '@torch/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { call, server, serverPerTest } from '../../../test/harness';
import { bearer, createAdmin, createTestServer, createUser } from '../../../test/test-server';

serverPerTest();

const ask = (payload: object, token?: string) =>
  call(server, 'POST', '/api/prayer-requests', { token, payload });
const wall = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/prayer-requests/public' })).json<
    PublicPrayerRequest[]
  >();

describe('the prayer wall', () => {
  it('shows public requests, newest first, without anyone’s e-mail or account id', async () => {
    await ask({ name: 'Sarah', email: 'sarah@example.org', request_text: 'Healing for my mother' });
    const member = await createUser(server, { fullName: 'Brother Paul' });
    await ask({ name: 'Brother Paul', request_text: 'A job interview on Friday' }, member.token);

    const requests = await wall();
    expect(requests.map((r) => r.request_text)).toEqual([
      'A job interview on Friday',
      'Healing for my mother',
    ]);
    expect(requests[0]).toMatchObject({ name: 'Brother Paul', is_member: true, user_id: 'member' });
    expect(requests[1]).toMatchObject({ name: 'Sarah', is_member: false, user_id: null });
    const raw = JSON.stringify(requests);
    expect(raw).not.toContain('sarah@example.org');
    expect(raw).not.toContain(member.user.id);
    expect(raw).not.toContain(member.user.email);
  });

  it('keeps a private request off the wall and shows it to the staff', async () => {
    const created = (
      await ask({ name: 'Anonymous', request_text: 'Something private', share_publicly: false })
    ).json<PrayerRequest>();
    expect(created.is_private).toBe(true);
    expect(await wall()).toEqual([]);
    const admin = await createAdmin(server);
    const all = await server.app.inject({
      method: 'GET',
      url: '/api/prayer-requests/admin/all',
      headers: bearer(admin.token),
    });
    expect(all.json<PrayerRequest[]>().map((r) => r.request_text)).toEqual(['Something private']);
  });

  it('takes the account from the token, never from the body', async () => {
    const member = await createUser(server, { fullName: 'Real Name' });
    const forged = (
      await ask(
        {
          name: 'Real Name',
          email: 'someone-else@example.org',
          request_text: 'Hello',
          user_id: crypto.randomUUID(),
          is_answered: true,
          is_private: true,
        },
        member.token,
      )
    ).json<PrayerRequest>();
    expect(forged).toMatchObject({
      name: 'Real Name',
      email: member.user.email,
      user_id: member.user.id,
      is_answered: false,
      is_private: false,
    });
    const visitor = (
      await ask({ name: 'Visitor', request_text: 'Hi', user_id: member.user.id })
    ).json<PrayerRequest>();
    expect(visitor.user_id).toBeNull();
  });

  it('shows the name a member chose, and nothing of the account, while staff see who sent it', async () => {
    const member = await createUser(server, {
      fullName: 'Margaret Okafor',
      avatarUrl: '/uploads/avatars/margaret.webp',
    });
    await ask({ name: 'A sister in Christ', request_text: 'Strength this week' }, member.token);

    const [shown] = await wall();
    expect(shown).toMatchObject({
      name: 'A sister in Christ',
      request_text: 'Strength this week',
      is_member: true,
      avatar_url: null,
    });
    const raw = JSON.stringify(await wall());
    for (const secret of ['Margaret', 'Okafor', 'margaret.webp', member.user.email, member.user.id])
      expect(raw).not.toContain(secret);

    const admin = await createAdmin(server);
    const [seen] = (
      await server.app.inject({
        method: 'GET',
        url: '/api/prayer-requests/admin/all',
        headers: bearer(admin.token),
      })
    ).json<PrayerRequest[]>();
    expect(seen).toMatchObject({
      name: 'A sister in Christ',
      user_id: member.user.id,
      email: member.user.email,
    });

    // Keeping the account's own name shows the account's picture beside it, as before.
    await ask({ name: 'Margaret Okafor', request_text: 'Thanks for the meals' }, member.token);
    expect((await wall())[0]).toMatchObject({
      name: 'Margaret Okafor',
      avatar_url: '/uploads/avatars/margaret.webp',
    });
  });

  it('refuses a missing name, an empty or overlong request and a bad e-mail', async () => {
    expect((await ask({ request_text: 'x' })).json()).toEqual({
      message: 'Name is required',
      field: 'name',
    });
    expect((await ask({ name: 'A', request_text: '   ' })).json()).toMatchObject({
      field: 'request_text',
    });
    expect((await ask({ name: 'A', request_text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await ask({ name: 'A', request_text: 'x', email: 'nope' })).json()).toMatchObject({
      field: 'email',
    });
    expect(await wall()).toEqual([]);
  });

  it('appears on every open wall at once, pushed over the socket', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const visitor: Socket = connect(url, { transports: ['websocket'], forceNew: true });
    try {
      const arrived = new Promise<PublicPrayerRequest>((resolve) =>
        visitor.on('prayer-request-created', resolve),
      );
      await new Promise<void>((resolve) => visitor.on('connect', () => resolve()));
      await ask({ name: 'Grace', email: 'grace@example.org', request_text: 'Safe travels home' });
      const pushed = await arrived;
      expect(pushed).toMatchObject({
        name: 'Grace',
        request_text: 'Safe travels home',
        is_member: false,
      });
      expect(JSON.stringify(pushed)).not.toContain('grace@example.org');
    } finally {
      visitor.disconnect();
    }
  });

  it('pushes nothing for a private request', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const visitor: Socket = connect(url, { transports: ['websocket'], forceNew: true });
    try {
      const received: unknown[] = [];
      visitor.on('prayer-request-created', (request) => received.push(request));
      await new Promise<void>((resolve) => visitor.on('connect', () => resolve()));
      await ask({ name: 'Quiet', request_text: 'Between me and God', share_publicly: false });
      await ask({ name: 'Loud', request_text: 'Pray with us' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(1);
    } finally {
      visitor.disconnect();
    }
  });
});

describe('the wall hears of changes', () => {
  it('pushes an answered request and drops one made private or deleted', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await createAdmin(server);
    const shared = (
      await ask({ name: 'Grace', request_text: 'Safe travels' })
    ).json<PrayerRequest>();
    const other = (await ask({ name: 'Paul', request_text: 'A new job' })).json<PrayerRequest>();
    const quiet = (
      await ask({ name: 'Quiet', request_text: 'Mine alone', share_publicly: false })
    ).json<PrayerRequest>();
    const visitor: Socket = connect(url, { transports: ['websocket'], forceNew: true });
    try {
      const heard: Array<[string, unknown]> = [];
      visitor.on('prayer-request-updated', (request) => heard.push(['updated', request]));
      visitor.on('prayer-request-removed', (payload) => heard.push(['removed', payload]));
      await new Promise<void>((resolve) => visitor.on('connect', () => resolve()));
      const put = (id: string, payload: object) =>
        call(server, 'PUT', `/api/prayer-requests/admin/${id}`, { token: admin.token, payload });
      await put(shared._id, { is_answered: true });
      await put(other._id, { is_private: true });
      await put(quiet._id, { is_answered: true });
      await call(server, 'DELETE', `/api/prayer-requests/admin/${shared._id}`, {
        token: admin.token,
      });
      await call(server, 'DELETE', `/api/prayer-requests/admin/${quiet._id}`, {
        token: admin.token,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([
        ['updated', expect.objectContaining({ _id: shared._id, is_answered: true })],
        ['removed', { _id: other._id }],
        ['removed', { _id: shared._id }],
      ]);
      expect(JSON.stringify(heard)).not.toContain(quiet._id);
    } finally {
      visitor.disconnect();
    }
  }, 60_000);
});

describe('tending prayer requests', () => {
  it('lets an admin mark answered, change privacy and delete', async () => {
    const admin = await createAdmin(server);
    const { _id } = (
      await ask({ name: 'Ruth', request_text: 'Rain for the farm' })
    ).json<PrayerRequest>();
    const put = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/prayer-requests/admin/${_id}`,
        headers: bearer(admin.token),
        payload,
      });

    expect((await put({ is_answered: true })).json<PrayerRequest>().is_answered).toBe(true);
    expect((await wall())[0]?.is_answered).toBe(true);
    expect((await put({ is_private: true })).json<PrayerRequest>().is_private).toBe(true);
    expect(await wall()).toEqual([]);
    expect((await put({ is_private: false })).statusCode).toBe(200);
    expect(await wall()).toHaveLength(1);
    expect((await put({})).statusCode).toBe(400);

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/prayer-requests/admin/${_id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await wall()).toEqual([]);
  });

  it('keeps members and visitors out of moderation', async () => {
    const member = await createUser(server);
    const { _id } = (await ask({ name: 'Ruth', request_text: 'Rain' })).json<PrayerRequest>();
    for (const [method, url] of [
      ['GET', '/api/prayer-requests/admin/all'],
      ['PUT', `/api/prayer-requests/admin/${_id}`],
      ['DELETE', `/api/prayer-requests/admin/${_id}`],
    ] as const) {
      expect(
        (
          await server.app.inject({
            method,
            url,
            headers: bearer(member.token),
            payload: { is_answered: true },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await server.app.inject({ method, url, payload: { is_answered: true } })).statusCode,
      ).toBe(401);
    }
  });

  it('rate-limits submissions from one address', async () => {
    const limited = await createTestServer({ PUBLIC_FORM_RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/prayer-requests',
          payload: { name: 'A', request_text: 'B' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
