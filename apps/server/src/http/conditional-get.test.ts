import { describe, expect, it } from 'vitest';
import { adminWrites, server, serverPerTest } from '../../test/harness';
import { SAMPLE_IMAGE_URL } from '../../test/test-server';

serverPerTest({ admin: true });

const { post } = adminWrites('/api/leaders');
const leader = (name: string) => ({
  name,
  title: 'Pastor',
  bio: 'Leads the Tuesday fellowship.',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  photoUrl: SAMPLE_IMAGE_URL,
});
const poll = (etag?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/leaders',
    headers: etag ? { 'if-none-match': etag } : {},
  });

describe('a repeated poll of an unchanged list', () => {
  it('is a 304 with no body, and a 200 with the new list once it changed', async () => {
    expect((await post(leader('Daniel Mukasa'))).statusCode).toBe(201);
    const first = await poll();
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/);

    const unchanged = await poll(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    expect((await post(leader('Grace Nakato'))).statusCode).toBe(201);
    const changed = await poll(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ name: string }[]>().map((l) => l.name)).toEqual([
      'Daniel Mukasa',
      'Grace Nakato',
    ]);
  });

  it('keeps the API out of the browser cache: the ETag is for the app to send back', async () => {
    const response = await poll();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
