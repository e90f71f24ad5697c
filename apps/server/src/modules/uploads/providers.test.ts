import type { CloudinarySignatureResponse, UploadResponse } from '@torch/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import {
  bearer,
  createAdmin,
  createTestServer,
  createUser,
  type TestServer,
} from '../../../test/test-server';
import {
  photoWithLocation,
  postUpload,
  solidImage,
  startFakeCloudinary,
  startFakeS3,
  type FakeCloudinary,
  type FakeS3,
} from '../../../test/uploads';
import { CLOUDINARY_NOT_CONFIGURED, STORAGE_UNAVAILABLE } from './service';

const S3_KEYS = {
  accessKeyId: 'TORCHTESTKEY',
  secretAccessKey: 'torch-test-secret/with+symbols',
  region: 'af-south-1',
};
const CLOUDINARY = {
  cloudName: 'torch-church',
  apiKey: '874837483274837',
  apiSecret: 'a676b67565c6767a6767d6767f676fe1',
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await createTestServer(env);
  cleanups.push(() => server.close());
  return server;
}
async function fakeS3(): Promise<FakeS3> {
  const fake = await startFakeS3(S3_KEYS);
  cleanups.push(() => fake.close());
  return fake;
}
async function fakeCloudinary(): Promise<FakeCloudinary> {
  const fake = await startFakeCloudinary(CLOUDINARY);
  cleanups.push(() => fake.close());
  return fake;
}
const s3Env = (fake: FakeS3, extra: Record<string, string> = {}) => ({
  STORAGE_PROVIDER: 's3',
  S3_ENDPOINT: fake.url,
  S3_REGION: S3_KEYS.region,
  S3_BUCKET: 'torch-media',
  S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
  ...extra,
});
const cloudinaryEnv = (fake: FakeCloudinary, extra: Record<string, string> = {}) => ({
  CLOUDINARY_CLOUD_NAME: CLOUDINARY.cloudName,
  CLOUDINARY_API_KEY: CLOUDINARY.apiKey,
  CLOUDINARY_API_SECRET: CLOUDINARY.apiSecret,
  CLOUDINARY_API_URL: fake.url,
  ...extra,
});
/** A plain PNG sent to `folder` as the holder of `token`. */
const pngUpload = async (server: TestServer, token: string, folder = 'avatars') =>
  postUpload(
    server,
    [
      ['folder', folder],
      ['file', { bytes: await solidImage(900, 600), name: 'p.png', type: 'image/png' }],
    ],
    token,
  );
/** A new member's avatar, sent to `server`. */
const avatarUploadTo = async (server: TestServer) =>
  pngUpload(server, (await createUser(server)).token);

describe('S3-compatible storage', () => {
  it('PUTs the cleaned image and its thumbnail into the bucket with a valid SigV4 signature', async () => {
    const s3 = await fakeS3();
    const server = await serverWith(s3Env(s3));
    const { token } = await createAdmin(server);

    const response = await postUpload(
      server,
      [
        ['folder', 'leaders'],
        [
          'file',
          { bytes: await photoWithLocation(2000, 1000), name: 'me.jpg', type: 'image/jpeg' },
        ],
      ],
      token,
    );
    expect(response.statusCode).toBe(201);
    expect(s3.refused).toEqual([]);
    const { url, thumbnailUrl } = response.json<UploadResponse>();
    expect(url).toMatch(
      new RegExp(`^${s3.url}/torch-media/leaders/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.webp$`),
    );
    expect(thumbnailUrl).toMatch(/-thumb\.webp$/);

    const stored = s3.objects.get(new URL(url).pathname);
    expect(stored?.contentType).toBe('image/webp');
    // Orientation applied (2000 × 1000 sensor, rotated), width capped, location gone.
    const metadata = await sharp(stored!.body).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(metadata.exif).toBeUndefined();
    expect(s3.objects.has(new URL(thumbnailUrl!).pathname)).toBe(true);

    const [row] = await server.database.db.select().from(uploads);
    expect(row).toMatchObject({ folder: 'leaders', url, thumbnailUrl });
  });

  it('hands out URLs on S3_PUBLIC_URL (a CDN) when one is set', async () => {
    const s3 = await fakeS3();
    const server = await serverWith(s3Env(s3, { S3_PUBLIC_URL: 'https://media.torch.church/' }));
    const { token } = await createAdmin(server);
    const response = await pngUpload(server, token, 'event-posters');
    const { url } = response.json<UploadResponse>();
    expect(url).toMatch(
      /^https:\/\/media\.torch\.church\/event-posters\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/,
    );
    expect(s3.objects.has(`/torch-media/${url.slice('https://media.torch.church/'.length)}`)).toBe(
      true,
    );
  });

  it('is refused by the store with wrong credentials: 503, and nothing recorded', async () => {
    const s3 = await fakeS3();
    const server = await serverWith(s3Env(s3, { S3_SECRET_ACCESS_KEY: 'not-the-secret' }));
    const response = await avatarUploadTo(server);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(s3.refused[0]).toBe('SignatureDoesNotMatch');
    expect(await server.database.db.select().from(uploads)).toEqual([]);
  });

  it('removes the first file again when the second cannot be stored', async () => {
    const s3 = await fakeS3();
    s3.failPutNumber = 2;
    const server = await serverWith(s3Env(s3));
    const response = await avatarUploadTo(server);
    expect(response.statusCode).toBe(503);
    expect(s3.refused).toEqual([]);
    expect(s3.objects.size).toBe(0);
  });

  it('tries a PUT the store failed once again, and the upload goes through', async () => {
    const s3 = await fakeS3();
    s3.failPutNumber = 2;
    s3.failPutAttempts = 1;
    const response = await avatarUploadTo(await serverWith(s3Env(s3)));
    expect(response.statusCode).toBe(201);
    expect(s3.refused).toEqual([]);
    expect(s3.objects.size).toBe(2);
    // Two objects, three PUTs: the second object's first attempt got the 500.
    expect(s3.putAttempts).toHaveLength(3);
    expect(s3.putAttempts[1]).toBe(s3.putAttempts[2]);
  });
});

describe('Cloudinary storage', () => {
  it('uploads the cleaned image with a signed request and returns secure_url', async () => {
    const cloudinary = await fakeCloudinary();
    const server = await serverWith(cloudinaryEnv(cloudinary, { STORAGE_PROVIDER: 'cloudinary' }));
    const { token } = await createUser(server);
    const response = await postUpload(
      server,
      [
        ['folder', 'chat-images'],
        ['file', { bytes: await photoWithLocation(800, 600), name: 'x.jpg', type: 'image/jpeg' }],
      ],
      token,
    );
    expect(response.statusCode).toBe(201);
    expect(cloudinary.refused).toEqual([]);
    const { url, thumbnailUrl } = response.json<UploadResponse>();
    expect(url).toMatch(
      /^https:\/\/res\.cloudinary\.test\/torch-church\/image\/upload\/v1\/chat-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/,
    );
    expect(thumbnailUrl).toMatch(/-thumb\.webp$/);
    const publicId = /\/v1\/(.+)\.webp$/.exec(url)![1]!;
    const asset = cloudinary.assets.get(publicId);
    expect(await sharp(asset!.bytes).metadata()).toMatchObject({ format: 'webp', width: 600 });
    expect((await sharp(asset!.bytes).metadata()).exif).toBeUndefined();

    const [row] = await server.database.db.select().from(uploads);
    expect(row).toMatchObject({ storageKey: publicId, url });
  });

  it('destroys what it stored when the upload cannot be recorded', async () => {
    const cloudinary = await fakeCloudinary();
    const server = await serverWith(cloudinaryEnv(cloudinary, { STORAGE_PROVIDER: 'cloudinary' }));
    const { token } = await createUser(server);
    await server.database.db.execute(sql`alter table uploads rename to uploads_unavailable`);
    const response = await pngUpload(server, token);
    expect(response.statusCode).toBe(500);
    expect(cloudinary.refused).toEqual([]);
    expect(cloudinary.assets.size).toBe(0);
  });
});

describe('POST /api/cloudinary/signature', () => {
  const sign = (server: TestServer, payload: object, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/cloudinary/signature',
      headers: token ? bearer(token) : {},
      payload,
    });

  /** What the chat does with a signature: send the file straight to Cloudinary. */
  async function sendToCloudinary(
    fake: FakeCloudinary,
    signed: CloudinarySignatureResponse,
    fields: Record<string, string>,
  ): Promise<Response> {
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(await solidImage(30, 30))], { type: 'image/png' }),
      'chat.png',
    );
    form.set('api_key', signed.api_key);
    form.set('timestamp', String(signed.timestamp));
    form.set('signature', signed.signature);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return fetch(`${fake.url}/v1_1/${signed.cloud_name}/image/upload`, {
      method: 'POST',
      body: form,
    });
  }

  it('signs a chat image upload that Cloudinary accepts, for that folder only', async () => {
    const cloudinary = await fakeCloudinary();
    const server = await serverWith(cloudinaryEnv(cloudinary));
    const { token } = await createUser(server);
    const response = await sign(server, { folder: 'chat-images' }, token);
    expect(response.statusCode).toBe(200);
    const signed = response.json<CloudinarySignatureResponse>();
    expect(signed).toMatchObject({ api_key: CLOUDINARY.apiKey, cloud_name: CLOUDINARY.cloudName });
    expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(JSON.stringify(signed)).not.toContain(CLOUDINARY.apiSecret);

    const accepted = await sendToCloudinary(cloudinary, signed, { folder: 'chat-images' });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { public_id: string }).public_id).toMatch(/^chat-images\//);

    const elsewhere = await sendToCloudinary(cloudinary, signed, { folder: 'leaders' });
    expect(elsewhere.status).toBe(401);
  });

  it('includes the upload preset in the signature when one is configured', async () => {
    const cloudinary = await fakeCloudinary();
    const server = await serverWith(
      cloudinaryEnv(cloudinary, { CLOUDINARY_UPLOAD_PRESET: 'torch_signed' }),
    );
    const { token } = await createUser(server);
    const signed = (
      await sign(server, { folder: 'chat-images' }, token)
    ).json<CloudinarySignatureResponse>();
    const withPreset = await sendToCloudinary(cloudinary, signed, {
      folder: 'chat-images',
      upload_preset: 'torch_signed',
    });
    expect(withPreset.status).toBe(200);
    expect((await sendToCloudinary(cloudinary, signed, { folder: 'chat-images' })).status).toBe(
      401,
    );
  });

  it('answers 503 when Cloudinary is not configured', async () => {
    const server = await serverWith({});
    const { token } = await createUser(server);
    const response = await sign(server, { folder: 'chat-images' }, token);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: CLOUDINARY_NOT_CONFIGURED });
  });

  it('refuses visitors (401) and unknown folders (400)', async () => {
    const cloudinary = await fakeCloudinary();
    const server = await serverWith(cloudinaryEnv(cloudinary));
    expect((await sign(server, { folder: 'chat-images' })).statusCode).toBe(401);
    const { token } = await createUser(server);
    expect((await sign(server, { folder: 'secrets' }, token)).json()).toEqual({
      message: 'Unknown upload folder',
      field: 'folder',
    });
    expect((await sign(server, {}, token)).statusCode).toBe(400);
  });
});
