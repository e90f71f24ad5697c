/**
 * Attacks through uploads that uploads.test.ts does not already make: files that are two things
 * at once, lies about a file's type and name, decompression bombs in GIF, JPEG and WebP, and
 * requests that try to read outside the uploads folder or get a planted file run as a page.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import type { UploadResponse } from '@torch/contract';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_PIXELS } from '../../src/modules/uploads/image';
import { server, serverPerTest } from '../harness';
import { createUser } from '../test-server';
import { postUpload, solidImage, type FilePart } from '../uploads';

serverPerTest();
let token: string;
beforeEach(async () => {
  token = (await createUser(server)).token;
});

const upload = (folder: string, file: FilePart) =>
  postUpload(
    server,
    [
      ['folder', folder],
      ['file', file],
    ],
    token,
  );

const uploadsDir = () => path.join(server.dataDir, 'uploads');
const storedFiles = (): string[] =>
  fs
    .readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name)));

/** Both files of an accepted upload, as a browser would fetch them. */
async function servedCopies(body: UploadResponse) {
  return Promise.all(
    [body.url, body.thumbnailUrl!].map(async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      return { url, response, bytes: response.rawPayload };
    }),
  );
}

/** Served as a re-encoded WebP that no longer holds `payload`, and never sniffed as anything else. */
async function expectCleanWebp(body: UploadResponse, payload: string) {
  expect(body.url).toMatch(/\.webp$/);
  for (const { url, response, bytes } of await servedCopies(body)) {
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(bytes.includes(payload), `${url} still holds the payload`).toBe(false);
  }
}

/** A small real image of `format` whose header is then rewritten to claim a huge size. */
async function claimingHugeSize(format: 'gif' | 'jpeg' | 'webp'): Promise<Buffer> {
  const bytes = Buffer.from(await solidImage(4, 4, format));
  if (format === 'gif') {
    // The image descriptor (0x2c) after the header: 65535 × 65535 pixels of four pixels' data.
    const descriptor = bytes.indexOf(0x2c, 13);
    bytes.writeUInt16LE(0xffff, descriptor + 5);
    bytes.writeUInt16LE(0xffff, descriptor + 7);
  } else if (format === 'jpeg') {
    const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(65_500, frame + 5);
    bytes.writeUInt16BE(65_500, frame + 7);
  } else {
    // VP8 key frame: start code 9d 01 2a, then 14-bit width and height, WebP's largest.
    const start = bytes.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    bytes.writeUInt16LE(0x3fff, start + 3);
    bytes.writeUInt16LE(0x3fff, start + 5);
  }
  return bytes;
}

describe('a file that is an image and something else at once', () => {
  it('a PNG with an HTML page after IEND is stored only as a re-encoded WebP without the page (re-encoding)', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const png = await solidImage(64, 48);
    const polyglot = Buffer.concat([png, Buffer.from(payload)]);
    expect((await sharp(polyglot).metadata()).format).toBe('png');

    const response = await upload('chat-images', {
      bytes: polyglot,
      name: 'page.html',
      type: 'text/html',
    });
    expect(response.statusCode, response.body).toBe(201);
    await expectCleanWebp(response.json<UploadResponse>(), '<script>');
    expect(storedFiles().every((file) => file.endsWith('.webp'))).toBe(true);
  });

  it('a GIF that is also a script ("GIF89a/*…*/=alert(1)") is stored only as a WebP without the script (re-encoding)', async () => {
    // A width of 0x2a2f pixels makes bytes 6–7 read "/*": the header opens a JavaScript comment.
    // 600 px high keeps it within the 20:1 shape every upload must have.
    const gif = await sharp({
      create: { width: 0x2a2f, height: 600, channels: 3, background: '#2e86c1' },
    })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('*/=alert(1);')]);
    expect(polyglot.subarray(0, 8).toString('latin1')).toBe('GIF89a/*');
    // It really is both: a script engine compiles it, an image decoder reads it.
    expect(() => new vm.Script(polyglot.toString('latin1'))).not.toThrow();
    expect((await sharp(polyglot).metadata()).format).toBe('gif');

    const response = await upload('chat-images', {
      bytes: polyglot,
      name: 'funny.js',
      type: 'application/javascript',
    });
    expect(response.statusCode, response.body).toBe(201);
    await expectCleanWebp(response.json<UploadResponse>(), 'alert(1)');
  });
});

describe('a file whose name and declared type lie', () => {
  it('a JPEG sent as text/html named ../../x.html gets a server-chosen .webp name (type from bytes, name from server)', async () => {
    const jpeg = await solidImage(120, 90, 'jpeg');
    for (const name of ['x.html', '../../x.html', 'x.webp.html', 'x.html%00.webp']) {
      const response = await upload('chat-images', { bytes: jpeg, name, type: 'text/html' });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<UploadResponse>();
      expect(body.url).toMatch(/^\/uploads\/chat-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      expect(body.url).not.toContain('x');
      for (const { response: served } of await servedCopies(body))
        expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(storedFiles().filter((file) => !file.endsWith('.webp'))).toEqual([]);
    // Nothing was written beside the uploads folder either.
    expect(fs.readdirSync(server.dataDir).filter((entry) => entry.includes('x'))).toEqual([]);
  });
});

describe('a decompression bomb in a format other than PNG', () => {
  // uploads.test.ts refuses a PNG claiming 20000 × 20000; the other three decoders are asked too.
  it.each([
    { format: 'gif', size: '65535 × 65535' },
    { format: 'jpeg', size: '65500 × 65500' },
    { format: 'webp', size: '16383 × 16383' },
  ] as const)(
    'a $format of a few bytes claiming $size pixels is refused before decoding (pixel limit, 413)',
    async ({ format }) => {
      const bomb = await claimingHugeSize(format);
      expect(bomb.length).toBeLessThan(2000);
      const response = await upload('chat-images', {
        bytes: bomb,
        name: `a.${format}`,
        type: `image/${format}`,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: TOO_MANY_PIXELS });
      expect(storedFiles()).toEqual([]);
    },
  );
});

describe('reading the uploads folder over HTTP', () => {
  /** A request sent byte for byte as written: no client-side clean-up of "..". */
  async function rawGet(requestPath: string) {
    const address = server.app.server.address();
    const port =
      address && typeof address === 'object'
        ? address.port
        : Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: requestPath, method: 'GET' },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('latin1'),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
  }

  it('never serves a file outside it, however ".." is written (static root containment)', async () => {
    const secret = `secret-${crypto.randomUUID()}`;
    fs.writeFileSync(path.join(server.dataDir, 'secret.txt'), secret);
    fs.mkdirSync(path.join(uploadsDir(), 'avatars'), { recursive: true });
    const attempts = [
      '/uploads/../secret.txt',
      '/uploads/avatars/../../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/..\\secret.txt',
      '/uploads/%252e%252e/secret.txt',
      '/uploads/.%2e/secret.txt',
      '/uploads/avatars/%2e%2e/%2e%2e/secret.txt',
      '/uploads/....//secret.txt',
      '/uploads//../secret.txt',
      `/uploads/${encodeURIComponent(path.join(server.dataDir, 'secret.txt'))}`,
      '/uploads/../../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/../../../../../../../../etc/passwd',
    ];
    for (const attempt of attempts) {
      const response = await rawGet(attempt);
      expect([400, 403, 404], `${attempt} answered ${response.status}`).toContain(response.status);
      expect(response.body, attempt).not.toContain(secret);
      expect(response.body, attempt).not.toContain('root:');
      expect(response.body, attempt).not.toContain('"workspaces"');
    }
  });

  it('never serves the temporary dot-files a write leaves for a moment (dotfiles: deny)', async () => {
    const folder = path.join(uploadsDir(), 'avatars', '2026', '01');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, '.half-written.tmp'), 'partial');
    fs.mkdirSync(path.join(uploadsDir(), '.git'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(), '.git', 'config'), 'partial');
    for (const attempt of [
      '/uploads/avatars/2026/01/.half-written.tmp',
      '/uploads/avatars/2026/01/%2ehalf-written.tmp',
      '/uploads/.git/config',
    ]) {
      const response = await rawGet(attempt);
      expect([403, 404], attempt).toContain(response.status);
      expect(response.body, attempt).not.toContain('partial');
    }
  });

  it('sends a file planted there that is not an image as an opaque download, never as a page or a script', async () => {
    const folder = path.join(uploadsDir(), 'blog_features', '2026', '01');
    fs.mkdirSync(folder, { recursive: true });
    const planted = {
      'page.html': '<!doctype html><script>alert(document.cookie)</script>',
      'page.htm': '<script>alert(1)</script>',
      'page.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      'script.js': 'alert(1)',
      'script.mjs': 'alert(1)',
      'drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'feed.xml': '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
      'no-extension': '<script>alert(1)</script>',
      'notes.txt': '<script>alert(1)</script>',
      'photo.webp.html': '<script>alert(1)</script>',
      'PAGE.HTML': '<script>alert(1)</script>',
    };
    for (const [name, content] of Object.entries(planted))
      fs.writeFileSync(path.join(folder, name), content);
    const webp = await solidImage(8, 8, 'webp');
    fs.writeFileSync(path.join(folder, 'real.webp'), webp);

    for (const name of Object.keys(planted)) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/uploads/blog_features/2026/01/${name}`,
      });
      expect(response.statusCode, name).toBe(200);
      const type = String(response.headers['content-type']);
      expect(type, name).toBe('application/octet-stream');
      expect(response.headers['content-disposition'], name).toBe('attachment');
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['content-security-policy'], name).toContain('sandbox');
    }
    // A real image is still an image.
    const image = await server.app.inject({
      method: 'GET',
      url: '/uploads/blog_features/2026/01/real.webp',
    });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-disposition']).toBeUndefined();
  });
});
