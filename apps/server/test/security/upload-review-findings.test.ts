/**
 * Findings of the adversarial review about uploads (docs/security.md, "Found by review"): images that cost the encoder far
 * more than they weigh, one member's uploads crowding out everyone else's, members writing into
 * the staff's folders, and profile pictures linked from anywhere on the web.
 */
import type { UploadFolder } from '@torch/contract';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestServer, createUser, type TestServer } from '../test-server';
import { noiseImage, pixelBomb, postUpload, solidImage, type FilePart } from '../uploads';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  server = await createTestServer(env);
  return server;
}

const png = (bytes: Buffer, name = 'picture.png'): FilePart => ({
  bytes,
  name,
  type: 'image/png',
});

const upload = (s: TestServer, token: string, folder: string, file: FilePart) =>
  postUpload(
    s,
    [
      ['folder', folder],
      ['file', file],
    ],
    token,
  );

/**
 * A photo that is light on the wire but heavy for the encoder (a large GIF of one colour: 25 KB,
 * about a second of CPU), yet inside every limit, so only the queue decides when it runs.
 */
const heavyPhoto = async (): Promise<FilePart> => ({
  bytes: await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#2e86c1' } })
    .gif()
    .toBuffer(),
  name: 'big-gathering.gif',
  type: 'image/gif',
});

describe('Upload CPU exhaustion: images refused by their declared shape', () => {
  it('refuses a 1 × 39,999,999 strip at once instead of spending seconds encoding it', async () => {
    const s = await start();
    const { token } = await createUser(s);
    const strip = pixelBomb(1, 39_999_999);
    expect(strip.length).toBeLessThan(200_000);

    const started = performance.now();
    const response = await upload(s, token, 'chat-images', png(strip, 'strip.png'));
    const elapsedMs = performance.now() - started;

    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/12,000 pixels/);
    // The reviewer measured 10–19 s of encoding; reading a header takes milliseconds.
    expect(elapsedMs).toBeLessThan(2_000);
  }, 60_000);

  it('refuses a side over 12,000 px and a shape longer than 20:1, keeps a 20:1 banner', async () => {
    const s = await start();
    const { token } = await createUser(s);

    const tooWide = await upload(s, token, 'chat-images', png(pixelBomb(12_001, 8)));
    expect(tooWide.statusCode).toBe(413);
    expect(tooWide.json<{ message: string }>().message).toMatch(/12,000 pixels/);

    const tooNarrow = await upload(s, token, 'chat-images', png(await solidImage(2_100, 100)));
    expect(tooNarrow.statusCode).toBe(413);
    expect(tooNarrow.json<{ message: string }>().message).toMatch(/20 times/);

    const banner = await upload(s, token, 'chat-images', png(await solidImage(2_000, 100)));
    expect(banner.statusCode, banner.body).toBe(201);
  }, 60_000);
});

describe('Upload CPU exhaustion: a fair share of the encoder', () => {
  it("stores another member's small picture while one member's large photos wait", async () => {
    const s = await start();
    const ann = await createUser(s, { fullName: 'Ann Heavy' });
    const grace = await createUser(s, { fullName: 'Grace Light' });
    const photo = await heavyPhoto();
    const small = png(await solidImage(32, 32));

    const finished: string[] = [];
    const track = async (who: string, request: ReturnType<typeof upload>) => {
      const response = await request;
      finished.push(who);
      return response;
    };
    const annUploads = [1, 2, 3, 4].map((n) =>
      track(`ann-${n}`, upload(s, ann.token, 'chat-images', photo)),
    );
    // Grace sends hers just after Ann's four are on their way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const graceUpload = track('grace', upload(s, grace.token, 'chat-images', small));

    const graceResponse = await graceUpload;
    expect(graceResponse.statusCode, graceResponse.body).toBe(201);
    // Ann's photos are encoded one at a time, so Grace never waits behind more than one of them.
    const annFinishedBeforeGrace = finished.indexOf('grace');
    expect(annFinishedBeforeGrace).toBeLessThanOrEqual(1);

    const annResponses = await Promise.all(annUploads);
    for (const response of annResponses) expect(response.statusCode, response.body).toBe(201);
  }, 120_000);

  it('lets a member queue a few uploads, then answers 429 with Retry-After', async () => {
    // A queue of 4 leaves each member one upload waiting behind the one being encoded.
    const s = await start({ UPLOAD_QUEUE_LIMIT: '4' });
    const ann = await createUser(s);
    const photo = await heavyPhoto();

    const responses = await Promise.all(
      [1, 2, 3].map(() => upload(s, ann.token, 'chat-images', photo)),
    );
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json<{ message: string }>().message).toMatch(/uploads in progress/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
  }, 120_000);

  it('answers 503 with Retry-After when the whole queue is full, and takes the retry', async () => {
    const s = await start({ UPLOAD_QUEUE_LIMIT: '1' });
    const members = await Promise.all([1, 2, 3, 4].map(() => createUser(s)));
    const photo = await heavyPhoto();

    // Two are encoded, one waits, the fourth finds the queue full.
    const responses = await Promise.all(
      members.map((member) => upload(s, member.token, 'chat-images', photo)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 503]);
    const full = responses.find((response) => response.statusCode === 503)!;
    expect(full.json<{ message: string }>().message).toMatch(/busy/);
    expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const turnedAway = members[responses.indexOf(full)]!;
    const retry = await upload(s, turnedAway.token, 'chat-images', photo);
    expect(retry.statusCode, retry.body).toBe(201);
  }, 120_000);

  it('gives each member an hourly budget of bytes, then 429 with Retry-After', async () => {
    const s = await start({ UPLOAD_MB_PER_HOUR: '1' });
    const ann = await createUser(s);
    const grace = await createUser(s);
    // Random pixels do not compress: about 600 KB each, so the second goes over 1 MB.
    const photo = png(await noiseImage(450, 450));
    expect(photo.bytes.length).toBeGreaterThan(512 * 1024);

    const first = await upload(s, ann.token, 'chat-images', photo);
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(s, ann.token, 'chat-images', photo);
    expect(second.statusCode).toBe(429);
    expect(second.json<{ message: string }>().message).toMatch(/hour/);
    const retryAfter = Number(second.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Ann's budget is hers alone.
    const others = await upload(s, grace.token, 'chat-images', photo);
    expect(others.statusCode, others.body).toBe(201);
  }, 60_000);
});

describe('Upload CPU exhaustion: members write only into the folders their screens use', () => {
  const staffFolders: UploadFolder[] = [
    'leaders',
    'blog_features',
    'event-posters',
    'ministry-teams',
    'campus-images',
  ];
  const cloudinary = {
    CLOUDINARY_CLOUD_NAME: 'torch-church',
    CLOUDINARY_API_KEY: '123456789012345',
    CLOUDINARY_API_SECRET: 'a-secret-that-only-the-server-knows',
  };

  it("refuses a member's upload into a staff folder and keeps their own folders open", async () => {
    const s = await start();
    const member = await createUser(s);
    const admin = await createAdmin(s);
    const picture = png(await solidImage(64, 64));

    for (const folder of staffFolders) {
      const refused = await upload(s, member.token, folder, picture);
      expect(refused.statusCode, folder).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/cannot upload/i);
      const staff = await upload(s, admin.token, folder, picture);
      expect(staff.statusCode, `${folder}: ${staff.body}`).toBe(201);
    }
    for (const folder of ['avatars', 'chat-images']) {
      const own = await upload(s, member.token, folder, picture);
      expect(own.statusCode, `${folder}: ${own.body}`).toBe(201);
    }
  });

  it('signs Cloudinary uploads for a member only into their own folders', async () => {
    const s = await start(cloudinary);
    const member = await createUser(s);
    const admin = await createAdmin(s);
    const sign = (token: string, folder: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/cloudinary/signature',
        headers: bearer(token),
        payload: { folder },
      });

    for (const folder of staffFolders) {
      expect((await sign(member.token, folder)).statusCode, folder).toBe(403);
      expect((await sign(admin.token, folder)).statusCode, folder).toBe(200);
    }
    const chat = await sign(member.token, 'chat-images');
    expect(chat.statusCode).toBe(200);
    expect(chat.json<{ signature: string }>().signature).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('Avatars from anywhere', () => {
  const saveProfile = (s: TestServer, token: string, avatarUrl: string | null) =>
    s.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: bearer(token),
      payload: { fullName: 'Grace Namuli', avatarUrl },
    });

  it('refuses a picture from another site and keeps the one uploaded here', async () => {
    const s = await start();
    const member = await createUser(s);

    const pixel = await saveProfile(s, member.token, 'https://tracker.example.net/pixel.gif');
    expect(pixel.statusCode).toBe(400);
    const refusal = pixel.json<{ message: string; field?: string }>();
    expect(refusal.field).toBe('avatarUrl');
    expect(refusal.message).toMatch(/upload/i);
    // Not even a path that only looks like ours.
    const invented = await saveProfile(s, member.token, '/uploads/avatars/not-stored.webp');
    expect(invented.statusCode).toBe(400);

    const uploaded = await upload(s, member.token, 'avatars', png(await solidImage(64, 64)));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const saved = await saveProfile(s, member.token, url);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ avatarUrl: string | null }>().avatarUrl).toBe(url);

    // Changing only the name keeps the picture; removing it is always allowed.
    const renamed = await saveProfile(s, member.token, url);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removed = await saveProfile(s, member.token, null);
    expect(removed.json<{ avatarUrl: string | null }>().avatarUrl).toBeNull();
  });

  it('accepts a chat image sent straight to the configured Cloudinary account', async () => {
    const s = await start({
      CLOUDINARY_CLOUD_NAME: 'torch-church',
      CLOUDINARY_API_KEY: '123456789012345',
      CLOUDINARY_API_SECRET: 'a-secret-that-only-the-server-knows',
    });
    const member = await createUser(s);
    const own = 'https://res.cloudinary.com/torch-church/image/upload/v1/avatars/me.webp';
    expect((await saveProfile(s, member.token, own)).statusCode).toBe(200);
    const other = 'https://res.cloudinary.com/someone-else/image/upload/v1/pixel.gif';
    expect((await saveProfile(s, member.token, other)).statusCode).toBe(400);
  });

  it('lets pages load images only from this site, its storage and YouTube thumbnails', async () => {
    const imgSrc = async (s: TestServer) => {
      const response = await s.app.inject({ method: 'GET', url: '/' });
      const csp = String(response.headers['content-security-policy']);
      return (
        csp
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith('img-src '))
          ?.split(' ')
          .slice(1) ?? []
      );
    };

    const local = await imgSrc(await start());
    expect(local).toContain("'self'");
    expect(local).toContain('https://i.ytimg.com');
    // A tracking pixel on any other host does not load (a data: image makes no request).
    expect(local).not.toContain('https:');
    expect(local.filter((source) => source.startsWith('https://'))).toEqual([
      'https://i.ytimg.com',
    ]);
    await server!.close();
    server = undefined;

    const s3 = await imgSrc(
      await start({
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'torch-media',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        S3_PUBLIC_URL: 'https://media.torch.example/images',
      }),
    );
    expect(s3).toContain('https://media.torch.example');
    expect(s3).not.toContain('https:');
  });
});
