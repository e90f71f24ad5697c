import type { Leader, LeaderInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminWrites, readOk, serverPerTest, UNKNOWN_ID } from '../../../test/harness';
import { SAMPLE_IMAGE_URL } from '../../../test/test-server';

serverPerTest({ admin: true });

const writes = adminWrites<Leader>('/api/leaders');
const { post, remove, edit } = writes;
const list = () => readOk<Leader[]>('/api/leaders');

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
    expect(first).toEqual({ _id: expect.any(String) as string, ...leader('Daniel Mukasa') });
    expect((await list()).map((l) => l.name)).toEqual([
      'Daniel Mukasa',
      'Grace Nakato',
      'Samuel Okello',
    ]);
  });

  it('lets an admin edit a leader, keeping their place, and delete one', async () => {
    const { _id } = (await post(leader('Daniel Mukasa'))).json<Leader>();
    await post(leader('Grace Nakato'));
    const edited = await edit(_id, leader('Rev. Daniel Mukasa', { title: 'Lead Pastor' }));
    expect(edited).toMatchObject({
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
    await writes.expectAdminOnly(_id, leader('Nope'));
    expect((await list()).map((l) => l.name)).toEqual(['Kept']);
  });

  it('edits and deletes of a leader that does not exist, or an id that is not one', async () => {
    await writes.expectUnknownIds(leader('Ghost'), 'Leader not found');
  });
});
