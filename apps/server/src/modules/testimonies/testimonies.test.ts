import type { Testimony } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, server, serverPerTest } from '../../../test/harness';
import { bearer, createUser } from '../../../test/test-server';

serverPerTest({ admin: true });

const share = (payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/testimonies', payload });
const publicList = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/testimonies/public' })).json<Testimony[]>();
const approve = (id: string, token = adminToken) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/testimonies/admin/${id}`,
    headers: bearer(token),
    payload: { is_approved: true },
  });

describe('testimonies', () => {
  const story = {
    name: 'Agnes',
    title: 'Healed and restored',
    story_text: 'After months in hospital, I walked home.',
  };

  it('waits for review, then shows publicly once approved', async () => {
    const created = await share({ ...story, is_approved: true });
    expect(created.statusCode).toBe(201);
    const { _id, is_approved } = created.json<Testimony>();
    expect(is_approved).toBe(false);
    expect(await publicList()).toEqual([]);

    expect((await approve(_id)).json<Testimony>().is_approved).toBe(true);
    expect((await publicList()).map((t) => t.title)).toEqual(['Healed and restored']);
  });

  it('cannot be approved twice, nor un-approved', async () => {
    const { _id } = (await share(story)).json<Testimony>();
    await approve(_id);
    const again = await approve(_id);
    expect(again.statusCode).toBe(409);
    const unapprove = await server.app.inject({
      method: 'PUT',
      url: `/api/testimonies/admin/${_id}`,
      headers: bearer(adminToken),
      payload: { is_approved: false },
    });
    expect(unapprove.statusCode).toBe(400);
    expect(await publicList()).toHaveLength(1);
  });

  it('lists everything for admins and deletes for good', async () => {
    const { _id } = (await share(story)).json<Testimony>();
    const all = await server.app.inject({
      method: 'GET',
      url: '/api/testimonies/admin/all',
      headers: bearer(adminToken),
    });
    expect(all.json<Testimony[]>()).toHaveLength(1);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/testimonies/admin/${_id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await approve(_id)).statusCode).toBe(404);
  });

  it('needs a name, title and story, and an admin to moderate', async () => {
    expect((await share({ ...story, title: '' })).json()).toEqual({
      message: 'Title is required',
      field: 'title',
    });
    const member = await createUser(server);
    const { _id } = (await share(story)).json<Testimony>();
    expect((await approve(_id, member.token)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/testimonies/admin/all' })).statusCode,
    ).toBe(401);
  });
});
