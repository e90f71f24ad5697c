/**
 * Findings of the adversarial review of the running server (items 7 and 9): a validly signed
 * token with nonsense claims, and the framework's own refusals (bad URL encoding, malformed
 * HTTP, oversized headers), answered like every other failure: a 4xx with `{ message }` and
 * nothing in the error log. (Item 3 is in sign-in-lockout.test.ts, item 6 in prayer.test.ts.)
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { socketAccepts as acceptsSocket } from '../socket-clients';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, serverPerFile, url } from '../harness';
import { forgeFrom } from './forged-tokens';
import { bearer, createUser, SAMPLE_IMAGE_URL } from '../test-server';

/** Every line the server logs at warn level or worse. */
const problemsLogged: { level: number; msg?: string }[] = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { level: number; msg?: string };
      if (entry.level >= 40) problemsLogged.push(entry);
    }
    done();
  },
});
serverPerFile({ listen: true, options: { loggerInstance: pino({ level: 'info' }, log) } });
let member: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  member = await createUser(server);
});

/** A token signed with the app's own key, carrying the member's claims changed as given. */
const signed = (claims: Record<string, unknown>) => forgeFrom(member.token, { claims });

const socketAccepts = (token: string) => acceptsSocket(url, token);

describe('item 7: claims in a validly signed token are checked, not trusted', () => {
  const now = Math.floor(Date.now() / 1000);
  const nonsense: [string, Record<string, unknown>][] = [
    ['an account id that is not a UUID', { sub: 'not-a-uuid' }],
    ['an account id with SQL in it', { sub: "' or 1=1 --" }],
    ['a session id that is not a UUID', { jti: 'session-1' }],
    ['an expiry a thousand years away', { exp: now + 1000 * 365 * 24 * 3600 }],
    ['an expiry no date can hold', { exp: 1e20 }],
  ];

  it.each(nonsense)('refuses a token with %s on HTTP and at the socket', async (_name, claims) => {
    const token = await signed(claims);
    const before = problemsLogged.length;
    for (const path of ['/api/profile/me', '/api/messages/unread']) {
      const response = await server.app.inject({
        method: 'GET',
        url: path,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(Object.keys(response.json<object>())).toEqual(['message']);
    }
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(401);
    expect(await socketAccepts(token)).toBe(false);
    // The refusal is an ordinary answer, not a failed query in the error log.
    expect(problemsLogged.slice(before)).toEqual([]);
  });

  it('control: the same member signed with ordinary claims is accepted', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(await signed({})),
    });
    expect(response.statusCode).toBe(200);
    expect(await socketAccepts(await signed({}))).toBe(true);
  });
});

/** Sends raw bytes and returns what comes back, for requests no HTTP client would make. */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string): { status: number; type: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const type = /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '';
  return { status, type, body: JSON.parse(body) };
}

describe('item 9: the framework’s own refusals keep the one error shape', () => {
  const badUrls: [string, string, number][] = [
    ['a broken percent-encoding in a member id', '/api/users/%E0%A4%A', 400],
    ['a broken percent-encoding in a blog slug', '/api/blog/%E0%A4%A', 400],
    ['a lone percent sign', '/api/events/%', 400],
    ['a blog slug longer than any post can have', `/api/blog/${'a'.repeat(2000)}`, 404],
  ];

  it.each(badUrls)('answers %s with { message }', async (_name, path, status) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toEqual(expect.any(String));
  });

  it('reads a blog post whose slug is as long as the editor allows', async () => {
    const admin = await createUser(server, { role: 'Admin' });
    const slug = 'a'.repeat(190);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: bearer(admin.token),
      payload: {
        title: 'A long road',
        slug,
        content: 'Walking together.',
        status: 'published',
        featureImageUrl: SAMPLE_IMAGE_URL,
      },
    });
    expect(created.statusCode).toBe(201);
    const read = await fetch(`${url}/api/blog/${slug}`);
    expect(read.status).toBe(200);
  });

  const rawRequests: [string, string, number][] = [
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    [
      'a Content-Length that is not a number',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
    ],
    [
      'headers larger than the server accepts',
      `GET /api/events HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ];

  it.each(rawRequests)('answers %s with { message }', async (_name, text, status) => {
    const answer = parseRaw(await rawRequest(text));
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(Object.keys(answer.body as object)).toEqual(['message']);
  });

  it('keeps the shape for the body errors it already translated', async () => {
    const attempts: [RequestInit, number][] = [
      [{ headers: { 'content-type': 'application/json' }, body: '{"email": ' }, 400],
      [{ headers: { 'content-type': 'application/json' }, body: '' }, 400],
      [{ headers: { 'content-type': 'text/plain' }, body: 'hello' }, 415],
      [{ headers: { 'content-type': 'application/xml' }, body: '<a/>' }, 415],
      [
        { headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(2_000_000)}"` },
        413,
      ],
    ];
    for (const [init, status] of attempts) {
      const response = await fetch(`${url}/api/auth/login`, { method: 'POST', ...init });
      expect(response.status).toBe(status);
      expect(Object.keys((await response.json()) as object)).toEqual(['message']);
    }
  });
});
