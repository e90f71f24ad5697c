import type { Leader, LeaderInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminWrites, server, serverPerTest } from '../../../test/harness';
import { createUser, SAMPLE_IMAGE_URL } from '../../../test/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

serverPerTest({ admin: true });

const { post, put, remove } = adminWrites('/api/leaders');
const list = async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/leaders' });
  expect(response.statusCode).toBe(200);
  return response.json<Leader[]>();
};

const leader = (name: string, extra: Partial<LeaderInput> = {}) => ({
  name,
  title: 'Senior Pastor',
  bio: 'Has shepherded the fellowship since its first Tuesday meeting.',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  photoUrl: SAMPLE_IMAGE_URL,
  ...extra,
});

describe('the leaders page', () => {
  it('shows leaders to visitors in the order they were added, with the specification field names', async () => {
    const first = (await post(leader('Daniel Mukasa'))).json<Leader>();
    await post(leader('Grace Nakato', { title: 'Worship Pastor' }));
    await post(leader('Samuel Okello', { title: 'Youth Pastor' }));
    expect(first).toEqual({
      _id: expect.any(String) as string,
      name: 'Daniel Mukasa',
      title: 'Senior Pastor',
      bio: 'Has shepherded the fellowship since its first Tuesday meeting.',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      photoUrl: SAMPLE_IMAGE_URL,
    });
    expect((await list()).map((l) => l.name)).toEqual([
      'Daniel Mukasa',
      'Grace Nakato',
      'Samuel Okello',
    ]);
  });

  it('lets an admin edit a leader, keeping their place, and delete one', async () => {
    const { _id } = (await post(leader('Daniel Mukasa'))).json<Leader>();
    await post(leader('Grace Nakato'));
    const edited = await put(_id, leader('Rev. Daniel Mukasa', { title: 'Lead Pastor' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Leader>()).toMatchObject({
      _id,
      name: 'Rev. Daniel Mukasa',
      title: 'Lead Pastor',
    });
    expect((await list()).map((l) => l.name)).toEqual(['Rev. Daniel Mukasa', 'Grace Nakato']);
    expect((await remove(_id)).statusCode).toBe(204);
    expect((await list()).map((l) => l.name)).toEqual(['Grace Nakato']);
    expect((await remove(_id)).statusCode).toBe(404);
  });

  it('ignores an id sent in the body', async () => {
    const created = (await post({ ...leader('Daniel Mukasa'), _id: UNKNOWN_ID })).json<Leader>();
    expect(created._id).not.toBe(UNKNOWN_ID);
  });
});

describe('the leaders API refuses', () => {
  it('a leader without name, title, bio or photo, naming the field', async () => {
    const { name: _name, ...nameless } = leader('x');
    expect((await post(nameless)).json()).toEqual({ message: 'Name is required', field: 'name' });
    expect((await post(leader('N', { title: '' }))).json()).toMatchObject({ field: 'title' });
    expect((await post(leader('N', { bio: ' ' }))).json()).toMatchObject({ field: 'bio' });
    expect((await post(leader('N', { photoUrl: '' }))).json()).toEqual({
      message: 'A photo is required.',
      field: 'photoUrl',
    });
    expect(
      (await post(leader('N', { photoUrl: 'data:image/png;base64,AAAA' }))).json(),
    ).toMatchObject({
      field: 'photoUrl',
    });
    expect(await list()).toEqual([]);
  });

  it('an intro video link the player cannot use, with the specification alert text', async () => {
    const response = await post(leader('N', { youtubeUrl: 'https://example.org/video' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid YouTube URL provided for this leader.',
      field: 'youtubeUrl',
    });
  });

  it('writes from visitors (401) and members (403)', async () => {
    const { _id } = (await post(leader('Kept'))).json<Leader>();
    const member = (await createUser(server)).token;
    expect((await post(leader('Nope'), null)).statusCode).toBe(401);
    expect((await post(leader('Nope'), member)).statusCode).toBe(403);
    expect((await put(_id, leader('Nope'), null)).statusCode).toBe(401);
    expect((await put(_id, leader('Nope'), member)).statusCode).toBe(403);
    expect((await remove(_id, null)).statusCode).toBe(401);
    expect((await remove(_id, member)).statusCode).toBe(403);
    expect((await list()).map((l) => l.name)).toEqual(['Kept']);
  });

  it('edits and deletes of a leader that does not exist, or an id that is not one', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const edited = await put(id, leader('Ghost'));
      expect(edited.statusCode).toBe(404);
      expect(edited.json()).toEqual({ message: 'Leader not found' });
      expect((await remove(id)).statusCode).toBe(404);
    }
  });
});
