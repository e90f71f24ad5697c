import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestServer, createUser, type TestServer } from '../../test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string> = {}) {
  server = await createTestServer(env);
  return server;
}

/** A POST of `payload` as it is, labelled `contentType` when one is given. */
const postRaw = (
  s: TestServer,
  url: string,
  payload: InjectOptions['payload'],
  contentType?: string,
) =>
  s.app.inject({
    method: 'POST',
    url,
    payload,
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });

const storedUsers = async (s: TestServer) =>
  (await s.database.db.select({ n: count() }).from(users))[0]!.n;

describe('bad requests get a clear message and the right status', () => {
  it('answers malformed JSON with 400', async () => {
    const s = await start();
    const response = await postRaw(
      s,
      '/api/auth/register',
      '{"fullName": "Grace", "email": ',
      'application/json',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
    expect(await storedUsers(s)).toBe(0);
  });

  it('answers a body that is not an object with 400', async () => {
    const s = await start();
    const response = await postRaw(s, '/api/auth/login', [1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it('answers a 2 MB body with 413 and stores nothing', async () => {
    const s = await start();
    const response = await postRaw(s, '/api/auth/register', {
      fullName: 'x'.repeat(2 * 1024 * 1024),
      email: 'big@example.org',
      password: 'password12',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
    expect(await storedUsers(s)).toBe(0);
  });

  it('answers a form post to a JSON route with 415', async () => {
    const s = await start();
    const response = await postRaw(s, '/api/auth/login', 'email=a', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/content type/i);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const s = await start();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await s.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: `Not found: ${method} /api/no-such-thing` });
    }
  });
});

describe('health', () => {
  it('is ok while the database answers and 503 once it does not', async () => {
    const s = await start();
    const ok = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });

    await s.database.close();
    const down = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: 'Database unavailable' });
    // Re-open a database so close() in afterEach has something to close.
    server = await createTestServer();
    await s.app.close();
  });
});

describe('security headers', () => {
  it('sends a page a strict content security policy and the usual hardening headers', async () => {
    const s = await start();
    const response = await s.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows only listed origins to read API answers from another site', async () => {
    const s = await start({ CORS_ORIGINS: 'https://friends.example.org' });
    const listed = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://friends.example.org', 'access-control-request-method': 'POST' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://friends.example.org');
    const stranger = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits on sign-in', () => {
  it('slows down guessing from one address with 429 and Retry-After', async () => {
    const s = await start({ AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '100' });
    const attempt = (n: number) =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `guess${n}@example.org`, password: 'wrong-guess' },
      });
    for (let n = 0; n < 3; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    const blocked = await attempt(4);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('slows down guessing one account from many addresses', async () => {
    const s = await start({ AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_ACCOUNT: '2' });
    const { user } = await createUser(s);
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.0.${n + 1}`,
        payload: { email: user.email, password: 'wrong-guess' },
      });
      statuses.push(response.statusCode);
    }
    // createUser's successful sign-in does not count: only failures from new places add up.
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('limits registrations from one address', async () => {
    const s = await start({ AUTH_RATE_LIMIT_PER_IP: '2' });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName: `Bot ${n}`, email: `bot${n}@example.org`, password: 'password12' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await storedUsers(s)).toBe(2);
  });
});

describe('serving the web app', () => {
  function builtWebApp(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Torch</title>');
    const script = 'console.log("light");'.repeat(100);
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync(script));
    return dir;
  }

  it('serves index.html uncached and hashed assets cached for a year, compressed', async () => {
    const s = await start({ WEB_DIST_DIR: builtWebApp() });
    const page = await s.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Torch</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await s.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toContain(
      'console.log("light")',
    );
  });

  it('sends a typed path to its hash route, and keeps API misses as JSON', async () => {
    const s = await start({ WEB_DIST_DIR: builtWebApp() });
    const typed = await s.app.inject({
      method: 'GET',
      url: '/events',
      headers: { accept: 'text/html' },
    });
    expect(typed.statusCode).toBe(302);
    expect(typed.headers.location).toBe('/#/events');
    const api = await s.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/nothing' });
  });
});
