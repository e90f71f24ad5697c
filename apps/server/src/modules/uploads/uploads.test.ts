import fs from 'node:fs';
import path from 'node:path';
import { uploadLimits, type UploadResponse } from '@torch/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { server, serverPerTest } from '../../../test/harness';
import { bearer, createUser } from '../../../test/test-server';
import {
  animatedGif,
  hasGpsBlock,
  multipart,
  noiseImage,
  photoWithLocation,
  pixelBomb,
  postUpload,
  solidImage,
  type FilePart,
} from '../../../test/uploads';
import { PNG_OR_JPEG_ONLY, TOO_MANY_PIXELS, UNREADABLE_IMAGE, UNSUPPORTED_IMAGE } from './image';
import { EMPTY_FILE, TOO_MANY_UPLOADS } from './service';
import { NOT_MULTIPART, ONE_FILE_ONLY } from './upload-form';

serverPerTest();
/** Staff may upload into every folder; a member's folders: test/security/upload-review-findings. */
let staff: { token: string; user: { _id: string } };
beforeEach(async () => {
  staff = await createUser(server, { fullName: 'Grace Staff', role: 'Admin' });
});

const file = (bytes: Buffer, name = 'photo.png', type = 'image/png'): FilePart => ({
  bytes,
  name,
  type,
});
const upload = (folder: string, part: FilePart, token: string | null = staff.token) =>
  postUpload(
    server,
    [
      ['folder', folder],
      ['file', part],
    ],
    token ?? undefined,
  );

/** Reads an uploaded file back the way a browser would: over HTTP at its URL. */
async function fetchUpload(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return { response, bytes: response.rawPayload };
}

const storedFiles = (): string[] => {
  const root = path.join(server.dataDir, 'uploads');
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
};

describe('a member uploads an image', () => {
  it('gets back a WebP at /uploads/<folder>/<yyyy>/<mm>/ and a card-sized thumbnail, served with nosniff', async () => {
    const response = await upload('blog_features', file(await solidImage(800, 600)));
    expect(response.statusCode).toBe(201);
    const body = response.json<UploadResponse>();
    expect(body.url).toMatch(/^\/uploads\/blog_features\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(body.thumbnailUrl).toMatch(
      /^\/uploads\/blog_features\/\d{4}\/\d{2}\/[0-9a-f-]{36}-thumb\.webp$/,
    );

    const full = await fetchUpload(body.url);
    expect(full.response.statusCode).toBe(200);
    expect(full.response.headers['content-type']).toBe('image/webp');
    expect(full.response.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 800 });

    const thumbnail = await fetchUpload(body.thumbnailUrl!);
    expect(thumbnail.response.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it('records who uploaded what, where', async () => {
    const { url, thumbnailUrl } = (
      await upload('event-posters', file(await solidImage(300, 200, 'jpeg'), 'p.jpg', 'image/jpeg'))
    ).json<UploadResponse>();
    const rows = await server.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.uploadedBy, staff.user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      folder: 'event-posters',
      url,
      thumbnailUrl,
      contentType: 'image/webp',
      storageKey: url.replace(/^\/uploads\//, ''),
    });
    expect(rows[0]!.sizeBytes).toBe((await fetchUpload(url)).bytes.length);
  });

  it('judges a PNG by its bytes, even named notes.txt and declared as text/plain', async () => {
    const response = await upload(
      'ministry-teams',
      file(await solidImage(120, 90), 'notes.txt', 'text/plain'),
    );
    expect(response.statusCode).toBe(201);
    const { bytes } = await fetchUpload(response.json<UploadResponse>().url);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('removes the location and camera details of a phone photo, turning it upright', async () => {
    const photo = await photoWithLocation(600, 400);
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsBlock(before.exif!)).toBe(true);
    expect(before.exif!.includes('ChurchCam')).toBe(true);

    const response = await upload('chat-images', file(photo, 'IMG_0042.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    const { url, thumbnailUrl } = response.json<UploadResponse>();
    for (const stored of [url, thumbnailUrl!]) {
      const after = await sharp((await fetchUpload(stored)).bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
    }
    // Orientation 6 means "rotate 90°": the 600 × 400 sensor image is a 400 × 600 portrait.
    expect(await sharp((await fetchUpload(url)).bytes).metadata()).toMatchObject({
      width: 400,
      height: 600,
    });
  });

  it('caps the width at 1600 px, keeping the proportions', async () => {
    const response = await upload('campus-images', file(await solidImage(3200, 800)));
    const metadata = await sharp(
      (await fetchUpload(response.json<UploadResponse>().url)).bytes,
    ).metadata();
    expect(metadata).toMatchObject({ width: 1600, height: 400 });
  });

  it('accepts WebP, and a GIF becomes a still WebP', async () => {
    const webp = await upload(
      'blog_features',
      file(await solidImage(64, 64, 'webp'), 'a.webp', 'image/webp'),
    );
    expect(webp.statusCode).toBe(201);
    const animated = await animatedGif(64, 48);
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const gif = await upload('chat-images', file(animated, 'a.gif', 'image/gif'));
    expect(gif.statusCode).toBe(201);
    const metadata = await sharp((await fetchUpload(gif.json<UploadResponse>().url)).bytes, {
      pages: -1,
    }).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(metadata.pages ?? 1).toBe(1);
  });

  it('keeps a campus photo under 5 MB that would be too large for an avatar', async () => {
    const photo = await noiseImage(1100, 1000);
    expect(photo.length).toBeGreaterThan(uploadLimits.avatars.maxBytes);
    expect(photo.length).toBeLessThan(uploadLimits['campus-images'].maxBytes);
    expect((await upload('campus-images', file(photo))).statusCode).toBe(201);
    expect((await upload('avatars', file(photo))).json()).toEqual({
      message: 'Image file is too large. Please use a file under 2MB.',
    });
  });
});

describe('uploads refuse', () => {
  it('visitors who are not signed in (401), before reading the file', async () => {
    const response = await upload('avatars', file(await solidImage(10, 10)), null);
    expect(response.statusCode).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  it('an unknown or missing folder (400, naming the field)', async () => {
    const png = file(await solidImage(10, 10));
    expect((await upload('../../etc', png)).json()).toEqual({
      message: 'Unknown upload folder',
      field: 'folder',
    });
    const noFolder = await postUpload(server, [['file', png]], staff.token);
    expect(noFolder.statusCode).toBe(400);
    expect(noFolder.json()).toMatchObject({ field: 'folder' });
  });

  it('a form without a file, or with an empty one (400)', async () => {
    const noFile = await postUpload(server, [['folder', 'avatars']], staff.token);
    expect(noFile.json()).toEqual({ message: 'Choose an image file to upload.', field: 'file' });
    const empty = await upload('avatars', file(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: EMPTY_FILE, field: 'file' });
  });

  it('an HTML page named photo.png (415)', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const response = await upload('blog_features', file(html, 'photo.png', 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: UNSUPPORTED_IMAGE });
    expect(storedFiles()).toEqual([]);
  });

  it('an SVG, which can carry script (415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload('leaders', file(svg, 'logo.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: UNSUPPORTED_IMAGE });
  });

  it('a GIF or WebP as an avatar or leader photo, which must be PNG or JPEG (415)', async () => {
    const gif = file(await solidImage(20, 20, 'gif'), 'me.gif', 'image/gif');
    expect((await upload('avatars', gif)).json()).toEqual({ message: PNG_OR_JPEG_ONLY });
    const webp = file(await solidImage(20, 20, 'webp'), 'me.webp', 'image/webp');
    const response = await upload('leaders', webp);
    expect(response.statusCode).toBe(415);
    expect((await upload('avatars', file(await solidImage(20, 20, 'jpeg')))).statusCode).toBe(201);
  });

  it('a file over the folder limit (413) with the folder own message', async () => {
    const png = await solidImage(10, 10);
    const justOver = (limit: number) => Buffer.concat([png, Buffer.alloc(limit + 1 - png.length)]);
    for (const folder of ['avatars', 'ministry-teams', 'blog_features'] as const) {
      const response = await upload(folder, file(justOver(uploadLimits[folder].maxBytes)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: uploadLimits[folder].tooLarge });
    }
    const exactlyAtLimit = await upload(
      'avatars',
      file(Buffer.concat([png, Buffer.alloc(uploadLimits.avatars.maxBytes - png.length)])),
    );
    expect(exactlyAtLimit.statusCode).toBe(201);
  });

  it('a file past the largest limit, even when the folder comes after it (413)', async () => {
    const huge = file(Buffer.concat([await solidImage(10, 10), Buffer.alloc(6 * 1024 * 1024)]));
    const response = await postUpload(
      server,
      [
        ['file', huge],
        ['folder', 'campus-images'],
      ],
      staff.token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: uploadLimits['campus-images'].tooLarge });
    const chat = await upload('chat-images', huge);
    expect(chat.json()).toEqual({
      message: 'Image file is too large. Please use a file under 5MB.',
    });
  });

  it('a tiny file that claims 20000 × 20000 pixels, before decoding it (413)', async () => {
    const bomb = pixelBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(uploadLimits.avatars.maxBytes);
    const response = await upload('avatars', file(bomb));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_MANY_PIXELS });
    // Just inside the limit, the same kind of file is an ordinary image.
    expect((await upload('blog_features', file(pixelBomb(4000, 3000)))).statusCode).toBe(201);
  });

  it('a damaged image whose first bytes look right (400, not a crash)', async () => {
    const png = await solidImage(200, 200);
    const damaged = Buffer.concat([png.subarray(0, 16), Buffer.alloc(400, 0x5a)]);
    const response = await upload('blog_features', file(damaged));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_IMAGE, field: 'file' });
  });

  it('two files in one request (400)', async () => {
    const png = file(await solidImage(10, 10));
    const response = await postUpload(
      server,
      [
        ['folder', 'avatars'],
        ['file', png],
        ['file', png],
      ],
      staff.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ONE_FILE_ONLY });
    expect(storedFiles()).toEqual([]);
  });

  it('a JSON body instead of a form (415), and a form cut off halfway (400)', async () => {
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: bearer(staff.token),
      payload: { folder: 'avatars', file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: NOT_MULTIPART });

    const { body, contentType } = await multipart([
      ['folder', 'avatars'],
      ['file', file(await solidImage(50, 50))],
    ]);
    const cut = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': contentType, ...bearer(staff.token) },
      payload: body.subarray(0, body.length - 60),
    });
    expect(cut.statusCode).toBe(400);
  });

  it('more than 30 uploads a minute from one member (429)', async () => {
    const png = file(await solidImage(8, 8));
    for (let i = 0; i < 30; i += 1) {
      // Every request counts, even one the folder check turns away: the body need not be read.
      expect((await upload('nowhere', png)).statusCode).toBe(400);
    }
    const response = await upload('avatars', png);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: TOO_MANY_UPLOADS });
    expect(response.headers['retry-after']).toBeDefined();
    const other = await createUser(server);
    expect((await upload('avatars', png, other.token)).statusCode).toBe(201);
  });
});

describe('multipart stays with uploads', () => {
  it('is not accepted by the JSON routes', async () => {
    const { body, contentType } = await multipart([['title', 'Sneaky']]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('a stored file without its record', () => {
  it('is removed again when the record cannot be written', async () => {
    await server.database.db.execute(sql`alter table uploads rename to uploads_unavailable`);
    const response = await upload('avatars', file(await solidImage(40, 40)));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(storedFiles()).toEqual([]);
  });
});
