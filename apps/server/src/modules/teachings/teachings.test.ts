import type { Teaching, TeachingInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import {
  adminWrites,
  expectCreated,
  readOk,
  server,
  serverPerTest,
  UNKNOWN_ID,
} from '../../../test/harness';

serverPerTest({ admin: true });

const writes = adminWrites<Teaching>('/api/teachings');
const { post, remove, edit } = writes;
const list = (query = '') => readOk<Teaching[]>(`/api/teachings${query}`);

const teaching = (title: string, preached_at: string, extra: Partial<TeachingInput> = {}) => ({
  title,
  speaker: 'Pastor Daniel Mukasa',
  preached_at,
  category: 'Faith',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'A word for the week.',
  ...extra,
});

describe('an admin adding teachings', () => {
  it('saves a teaching with the specification field names', async () => {
    const input = teaching('Faith That Moves Mountains', '2026-03-01');
    const body = expectCreated<Teaching>(await post(input), input);
    expect(await list()).toEqual([body]);
  });

  it('accepts every link form the player understands: short host, watch, embed', async () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect((await post(teaching('T', '2026-03-01', { youtube_url: url }))).statusCode).toBe(201);
    }
  });

  it('lists the newest sermon first, and the latest added first on the same day', async () => {
    await post(teaching('Older', '2026-02-01'));
    await post(teaching('Newest', '2026-03-08'));
    await post(teaching('Same day, added first', '2026-03-01'));
    await post(teaching('Same day, added later', '2026-03-01'));
    expect((await list()).map((t) => t.title)).toEqual([
      'Newest',
      'Same day, added later',
      'Same day, added first',
      'Older',
    ]);
    // Home asks for one: the latest teaching.
    expect((await list('?limit=1')).map((t) => t.title)).toEqual(['Newest']);
  });

  it('edits a teaching and deletes it for good', async () => {
    const { _id, created_at } = (
      await post(teaching('Draft title', '2026-03-01'))
    ).json<Teaching>();
    const edited = await edit(
      _id,
      teaching('Walking in Prayer', '2026-03-02', { category: 'Prayer' }),
    );
    expect(edited).toMatchObject({
      _id,
      created_at,
      title: 'Walking in Prayer',
      preached_at: '2026-03-02',
      category: 'Prayer',
    });
    expect((await remove(_id)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await remove(_id)).statusCode).toBe(404);
  });

  it('ignores an id or creation date sent in the body', async () => {
    const created = (
      await post({
        ...teaching('Mine', '2026-03-01'),
        _id: UNKNOWN_ID,
        created_at: '2000-01-01T00:00:00.000Z',
      })
    ).json<Teaching>();
    expect(created._id).not.toBe(UNKNOWN_ID);
    expect(created.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });
});

describe('the teachings API refuses', () => {
  it('a teaching with a required field missing, naming it', async () => {
    const { title: _title, ...untitled } = teaching('x', '2026-03-01');
    expect((await post(untitled)).json()).toEqual({ message: 'Title is required', field: 'title' });
    for (const field of ['speaker', 'category', 'description'] as const) {
      const response = await post(teaching('T', '2026-03-01', { [field]: ' ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect(await list()).toEqual([]);
  });

  it('a date that is not on the calendar', async () => {
    for (const bad of ['2026-02-30', '', '1 March 2026']) {
      const response = await post(teaching('T', bad));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'preached_at' });
    }
  });

  it('a video link without an 11-character YouTube id, with the specification alert text', async () => {
    for (const bad of [
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/123456789',
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    ]) {
      const response = await post(teaching('T', '2026-03-01', { youtube_url: bad }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid YouTube URL provided for this teaching.',
        field: 'youtube_url',
      });
    }
    expect(await list()).toEqual([]);
  });

  it('writes from visitors (401) and members (403)', async () => {
    const { _id } = (await post(teaching('Kept', '2026-03-01'))).json<Teaching>();
    await writes.expectAdminOnly(_id, teaching('Nope', '2026-03-01'));
    expect((await list()).map((t) => t.title)).toEqual(['Kept']);
  });

  it('edits and deletes of a teaching that does not exist, or an id that is not one', async () => {
    await writes.expectUnknownIds(teaching('Ghost', '2026-03-01'), 'Teaching not found');
  });

  it('a limit outside 1–100', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=x']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/teachings${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'limit' });
    }
  });
});
