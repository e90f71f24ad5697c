/**
 * Upload test kit: real images made with sharp, real multipart bodies, and local fakes of the
 * two image hosts that check requests the way the real services do (AWS SigV4, Cloudinary SHA-1).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { TestServer } from './test-server';
import { sha256Hex, signV4 } from './sigv4';
import { bearer } from './test-server';

export const solidImage = (
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();

/** Random pixels do not compress: a PNG of roughly width × height × 3 bytes. */
export const noiseImage = (width: number, height: number): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A two-frame animated GIF (red, then blue). */
export async function animatedGif(width: number, height: number): Promise<Buffer> {
  const frames = await Promise.all(
    ['#c0392b', '#2e86c1'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [200, 200] })
    .toBuffer();
}

/** A phone photo: EXIF with camera make, GPS position and "rotate 90°" orientation. */
export const photoWithLocation = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'ChurchCam', Model: 'Pocket 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '0/1 19/1 4712/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '32/1 34/1 5/1',
      },
    })
    .toBuffer();

/** The GPS IFD pointer tag (0x8825) in either byte order. */
export const hasGpsBlock = (exif: Buffer): boolean =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit PNG of width × height black pixels: tens of kilobytes on the wire, but
 * billions of bytes once decoded (a "decompression bomb").
 */
export function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart/form-data body serialised by the platform's own FormData, as a browser sends it. */
export async function multipart(
  fields: Array<[string, string | FilePart]>,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

export async function postUpload(
  server: TestServer,
  fields: Array<[string, string | FilePart]>,
  token?: string,
) {
  const { body, contentType } = await multipart(fields);
  return server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload: body,
  });
}

async function listen(
  handler: (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeS3 {
  url: string;
  /** Objects by path, e.g. '/bucket/avatars/2026/05/<id>.webp'. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Requests refused, with the reason. */
  refused: string[];
  /**
   * Make the n-th object PUT (1-based) fail with a 500, as a struggling store would: every
   * attempt at that object (the SDK retries a 500), or only the first `failPutAttempts`.
   */
  failPutNumber: number | undefined;
  failPutAttempts: number;
  /** Every PUT received, retries included, by path. */
  putAttempts: string[];
  close(): Promise<void>;
}

/** The headers every SigV4 request signs; signV4 adds them itself. */
const ALWAYS_SIGNED = ['host', 'x-amz-date', 'x-amz-content-sha256'];

/**
 * A path-style S3 (as MinIO serves it) that checks each request's SigV4 Authorization header
 * by recomputing it from the request it received, and refuses a mismatch with 403.
 */
export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const refused: string[] = [];
  const putPaths: string[] = [];
  const fake: FakeS3 = {
    url: '',
    objects,
    refused,
    failPutNumber: undefined,
    failPutAttempts: Infinity,
    putAttempts: [],
    close: () => Promise.resolve(),
  };

  const verify = (request: http.IncomingMessage, body: Buffer): string | null => {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        request.headers.authorization ?? '',
      );
    if (!match) return 'Authorization is not an AWS4-HMAC-SHA256 header';
    const [, accessKeyId, day, region, signedHeaders, signature] = match;
    if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
    if (region !== credentials.region) return 'wrong region';
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential scope';
    const sentAt = new Date(
      Date.parse(
        amzDate.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'),
      ),
    );
    if (!(Math.abs(sentAt.getTime() - Date.now()) <= 15 * 60_000)) return 'request time too skewed';
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256Hex(body)) return 'x-amz-content-sha256 does not match the body';
    const names = signedHeaders!.split(';');
    for (const required of ALWAYS_SIGNED)
      if (!names.includes(required)) return `${required} is not signed`;
    const expected = signV4(
      {
        method: request.method ?? 'GET',
        url: new URL(`http://${request.headers.host}${request.url ?? '/'}`),
        headers: Object.fromEntries(
          names
            .filter((name) => !ALWAYS_SIGNED.includes(name))
            .map((name) => [name, String(request.headers[name] ?? '')]),
        ),
        payloadHash,
        now: sentAt,
      },
      { ...credentials, service: 's3' },
    );
    return expected.authorization?.endsWith(`Signature=${signature}`)
      ? null
      : 'SignatureDoesNotMatch';
  };

  const server = await listen((request, body, response) => {
    const problem = verify(request, body);
    if (problem) {
      refused.push(problem);
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(`<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const path = (request.url ?? '/').split('?')[0]!;
    if (request.method === 'PUT') {
      fake.putAttempts.push(path);
      if (!putPaths.includes(path)) putPaths.push(path);
      const attempts = fake.putAttempts.filter((attempt) => attempt === path).length;
      if (putPaths.indexOf(path) + 1 === fake.failPutNumber && attempts <= fake.failPutAttempts) {
        response.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
        return;
      }
      objects.set(path, { body, contentType: request.headers['content-type'] });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
      return;
    }
    response.writeHead(405).end();
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}

export interface FakeCloudinary {
  url: string;
  /** Stored assets by public id. */
  assets: Map<string, { bytes: Buffer; folder: string | undefined }>;
  refused: string[];
  close(): Promise<void>;
}

/**
 * Cloudinary's upload and destroy endpoints: multipart bodies, the SHA-1 signature checked as
 * Cloudinary documents it (sorted params except file, cloud_name, resource_type, api_key),
 * timestamps older than an hour refused.
 */
export async function startFakeCloudinary(account: {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}): Promise<FakeCloudinary> {
  const assets: FakeCloudinary['assets'] = new Map();
  const refused: string[] = [];
  const server = await listen((request, body, response) => {
    const reply = (status: number, payload: object) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(payload));
    void (async () => {
      const match = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match || match[1] !== account.cloudName)
        return reply(404, { error: { message: 'Not found' } });
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': String(request.headers['content-type']) },
        body: new Uint8Array(body),
      }).formData();
      const params: Record<string, string> = {};
      let file: Blob | undefined;
      for (const [name, value] of form) {
        if (typeof value === 'string') params[name] = value;
        else if (name === 'file') file = value;
      }
      const { signature, api_key: apiKey, ...rest } = params;
      const toSign = Object.entries(rest)
        .filter(([name, value]) => !['cloud_name', 'resource_type'].includes(name) && value !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
      const expected = createHash('sha1')
        .update(toSign + account.apiSecret)
        .digest('hex');
      const problem =
        apiKey !== account.apiKey
          ? 'Unknown API key'
          : signature !== expected
            ? `Invalid Signature ${signature}. String to sign - '${toSign}'.`
            : Math.abs(Date.now() / 1000 - Number(rest.timestamp)) > 3600
              ? 'Stale request'
              : null;
      if (problem) {
        refused.push(problem);
        return reply(401, { error: { message: problem } });
      }
      if (match[2] === 'destroy') {
        const existed = assets.delete(rest.public_id ?? '');
        return reply(200, { result: existed ? 'ok' : 'not found' });
      }
      if (!file) return reply(400, { error: { message: 'Missing required parameter - file' } });
      const publicId =
        rest.public_id ?? `${rest.folder ? `${rest.folder}/` : ''}${crypto.randomUUID()}`;
      assets.set(publicId, { bytes: Buffer.from(await file.arrayBuffer()), folder: rest.folder });
      return reply(200, {
        public_id: publicId,
        format: 'webp',
        secure_url: `https://res.cloudinary.test/${account.cloudName}/image/upload/v1/${publicId}.webp`,
      });
    })().catch((error: unknown) => reply(500, { error: { message: String(error) } }));
  });
  return { url: server.url, assets, refused, close: server.close };
}
