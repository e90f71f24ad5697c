/**
 * A local push service for tests, on HTTPS as every push service is (web-push speaks nothing
 * else; its certificate, for 127.0.0.1, is in fixtures/ and trusted while it runs): it hands out subscriptions as a browser would (a P-256 key
 * pair and an auth secret per device), receives the app's Web Push requests, checks their VAPID
 * signature, and decrypts each aes128gcm body with the device's private key, written from
 * RFC 8291 (Message Encryption for Web Push) and RFC 8188 (aes128gcm) with Node's ECDH and HKDF.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The `k=` of the VAPID Authorization: the app's public key. */
  vapidPublicKey: string;
  /** The VAPID JWT's claims, once its ES256 signature checked out against that key. */
  claims: { aud?: unknown; sub?: unknown; exp?: unknown };
  ttl: string | undefined;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

export interface TestPushService {
  /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
  subscription(device: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Answer every request for `device` with `status` (410: the device is gone). */
  answer(device: string, status: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, Device>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const fixture = (name: string) => fs.readFileSync(new URL(`fixtures/${name}`, import.meta.url));
  const cert = fixture('push-service.cert.pem');
  const server = https.createServer(
    { cert, key: fixture('push-service.key.pem') },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = decodeURIComponent(request.url!.replace(/^\/push\//, ''));
        const device = devices.get(name);
        handle(name, device, request, Buffer.concat(chunks))
          .then((status) => {
            response.writeHead(status).end();
          })
          .catch((error: unknown) => {
            response.writeHead(400).end(String(error));
          });
      });
    },
  );
  async function handle(
    name: string,
    device: Device | undefined,
    request: http.IncomingMessage,
    body: Buffer,
  ): Promise<number> {
    if (!device) return 404;
    const status = answers.get(name);
    if (status) return status;
    if (request.headers['content-encoding'] !== 'aes128gcm') return 415;
    const { claims, publicKey } = await verifyVapid(request.headers.authorization ?? '');
    received.push({
      device: name,
      payload: JSON.parse(decrypt(device, body).toString('utf8')),
      vapidPublicKey: publicKey,
      claims,
      ttl: request.headers.ttl as string | undefined,
    });
    return 201;
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The app posts through Node's global HTTPS agent: it trusts this service while it runs.
  const trusted = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  return {
    subscription(device) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}/push/${encodeURIComponent(device)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    received,
    answer: (device, status) => answers.set(device, status),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} pushes, ${received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => {
      https.globalAgent.options.ca = trusted;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT must be signed by that key. */
async function verifyVapid(authorization: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error('No VAPID authorization');
  const point = Buffer.from(match[2]!, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['ES256'] });
  return { claims: payload, publicKey: match[2]! };
}

/**
 * RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's
 * public key, RFC 8291 §3.4), then one record: AES-128-GCM ciphertext and its 16-byte tag.
 */
function decrypt(device: Device, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  // RFC 8291 §3.4: IKM = HKDF(auth secret, ECDH secret, "WebPush: info" 0 ua_public as_public)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  // RFC 8188 §2.2 and §2.3: the content key and the nonce from the salt.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 and then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Not the last record');
  return padded.subarray(0, end);
}
