/**
 * Response headers on real HTTP (docs/security.md): every kind of answer the server gives (API
 * data, an API error, the web page, a script, an uploaded image) carries the same protections, and
 * no other site may read the API from a browser.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestServer, createUser, type TestServer } from '../test-server';
import { postUpload, solidImage } from '../uploads';

const FRIEND = 'https://friends.example.org';
const STRANGER = 'https://evil.example.com';

const BUILD_INLINE_SCRIPT = "document.title = 'Torch';";
/** The CSP source that allows exactly that script and nothing else inline. */
const BUILD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BUILD_INLINE_SCRIPT).digest('base64')}'`;

let server: TestServer;
let url: string;
let webDist: string;
let token: string;

beforeAll(async () => {
  // A web build of our own, so the test does not depend on `npm run build` having run.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  // Like the real build, it carries one inline script (the first-screen picker).
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>Torch</title><div id="root"></div><script>${BUILD_INLINE_SCRIPT}</script>`,
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c4d.js'), 'console.log("app")');
  server = await createTestServer({ WEB_DIST_DIR: webDist, CORS_ORIGINS: FRIEND });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await createUser(server)).token;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function uploadedImageUrl(): Promise<string> {
  const response = await postUpload(
    server,
    [
      ['folder', 'avatars'],
      ['file', { bytes: await solidImage(64, 64), name: 'me.png', type: 'image/png' }],
    ],
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

/** The protections every answer carries, whatever it is. */
function expectTransportAndFraming(response: Response) {
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
}

/** A page and its files: the page's policy, and the headers only a page reads. */
function expectPageHardening(response: Response) {
  expectTransportAndFraming(response);
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  // No inline script but the build's own, no evaluated script, no plugins, no framing by
  // other sites, no base hijack.
  expect(directive('script-src')).toBe(`script-src 'self' ${BUILD_SCRIPT_SOURCE}`);
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('base-uri')).toBe("base-uri 'self'");
  expect(directive('form-action')).toBe("form-action 'self'");
  // The installable app's manifest and service worker come from this origin only.
  expect(directive('manifest-src')).toBe("manifest-src 'self'");
  expect(directive('worker-src')).toBe("worker-src 'self'");
  // Fetches and the chat socket go to this origin only ('self' covers its ws:/wss:), so a
  // script that got onto a page cannot send what it read to a socket elsewhere.
  expect(directive('connect-src')).toBe("connect-src 'self'");
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // The door's ticket scanner may open the camera on our own pages; no other origin may, and
  // what the app never uses stays off.
  expect(response.headers.get('permissions-policy')).toBe(
    'camera=(self), microphone=(), geolocation=(), usb=()',
  );
}

/** API data is never a page: opened on its own, it may load and run nothing. */
function expectDataHardening(response: Response) {
  expectTransportAndFraming(response);
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('every kind of answer carries the same protections', () => {
  const data: [string, () => Promise<Response>][] = [
    ['API data for a member', () => fetch(`${url}/api/profile/me`, { headers: bearer(token) })],
    ['an API error', () => fetch(`${url}/api/no-such-thing`)],
    ['the API description', () => fetch(`${url}/api/openapi.json`)],
  ];
  const pages: [string, () => Promise<Response>][] = [
    ['the web page', () => fetch(`${url}/`)],
    ['a script of the web app', () => fetch(`${url}/assets/app-1a2b3c4d.js`)],
    ['the API reference page', () => fetch(`${url}/api/docs`)],
  ];

  it.each(data)('%s, with a policy that lets it be nothing but data', async (_kind, request) => {
    expectDataHardening(await request());
  });

  it.each(pages)('%s, with the page policy', async (_kind, request) => {
    expectPageHardening(await request());
  });

  it('sends a phone polling the API a third of the page headers', async () => {
    const headerBytes = (response: Response) =>
      [...response.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    const apiAnswer = await fetch(`${url}/api/profile/me`, { headers: bearer(token) });
    const page = await fetch(`${url}/`);
    expect(headerBytes(apiAnswer)).toBeLessThan(headerBytes(page) / 2);
  });

  it('an uploaded image, with a policy that lets it be nothing but an image', async () => {
    const response = await fetch(`${url}${await uploadedImageUrl()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    // Opened on its own, the file is a sandboxed document that may load nothing at all.
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; sandbox",
    );
    expectTransportAndFraming(response);
  });

  it('keeps members’ data out of every cache', async () => {
    const response = await fetch(`${url}/api/profile/me`, { headers: bearer(token) });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const unread = await fetch(`${url}/api/messages/unread`, { headers: bearer(token) });
    expect(unread.headers.get('cache-control')).toBe('no-store');
  });
});

describe('other sites cannot read the API from a browser', () => {
  it('answers a listed origin’s preflight, and gives a stranger nothing to read', async () => {
    const preflight = (origin: string) =>
      fetch(`${url}/api/profile/me`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const friend = await preflight(FRIEND);
    expect(friend.headers.get('access-control-allow-origin')).toBe(FRIEND);
    expect(friend.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );

    const stranger = await preflight(STRANGER);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${url}/api/profile/me`, {
      headers: { ...bearer(token), origin: STRANGER },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
