/**
 * Prometheus metrics: off unless the operator sets METRICS_TOKEN, then only for a scraper with
 * that token; what they show is what happened (requests by route pattern, sockets, messages,
 * questions, queries) and nothing about who did it.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { call, serverPerTestOnDemand } from '../../test/harness';
import { createAdmin, createTestServer, createUser, type TestServer } from '../../test/test-server';
import { ConfigError, loadConfig } from '../config';

const METRICS_TOKEN = 'scrape-me-7c1d0b2e9a4f';

const startServer = serverPerTestOnDemand();
const sockets: Socket[] = [];
// Registered after the server's clean-up, so it runs first: sockets go before their server.
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const start = (env: Record<string, string> = { METRICS_TOKEN }) => startServer({ env });

const scrape = (s: TestServer, authorization?: string) =>
  s.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series in the text exposition, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function connectedSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, auth: { token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met within 2 s');
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const s = await start({});
    const response = await scrape(s, `Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /metrics' });
  });

  it('refuses a scraper without the right bearer token', async () => {
    const s = await start();
    for (const authorization of [
      undefined,
      'Bearer wrong-token-of-some-length',
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${Buffer.from(`prom:${METRICS_TOKEN}`).toString('base64')}`,
      METRICS_TOKEN,
    ]) {
      const response = await scrape(s, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: 'A valid metrics token is required' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('shows requests by route pattern, sockets, messages, questions and queries, and no one', async () => {
    const s = await start();
    const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const ann = await createUser(s, { fullName: 'Ann Member', email: 'ann.member@example.org' });
    const admin = await createAdmin(s, { email: 'pastor.admin@example.org' });

    const insertsSoFar = async () =>
      sample(
        (await scrape(s, `Bearer ${METRICS_TOKEN}`)).body,
        'torch_db_query_duration_seconds_count{operation="insert"}',
      ) ?? 0;
    const insertsBefore = await insertsSoFar();
    expect((await s.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
    const eventId = crypto.randomUUID();
    const edit = await call(s, 'PUT', `/api/events/${eventId}`, {
      token: admin.token,
      payload: { title: 'Night of worship' },
    });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);
    const sendPrayer = () =>
      call(s, 'POST', '/api/messages', {
        token: ann.token,
        payload: { content: 'Praying for the youth camp', clientId: 'm-1' },
      });
    expect((await sendPrayer()).statusCode).toBe(201);
    // A retried send is stored once, and counted once.
    expect((await sendPrayer()).statusCode).toBe(200);
    const asked = await call(s, 'POST', '/api/ai/chat', {
      payload: { history: [], newMessage: 'When is the next service?' },
    });
    expect(asked.statusCode).toBe(200);
    await connectedSocket(url, ann.token);

    const response = await scrape(s, `Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;

    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/events",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).toContain(`route="/api/events/:id",status_code="${edit.statusCode}"`);
    expect(sample(text, 'torch_socketio_connected_sockets')).toBe(1);
    expect(sample(text, 'torch_chat_messages_sent_total')).toBe(1);
    expect(sample(text, 'torch_assistant_requests_total{status_code="200"}')).toBe(1);
    // The message was stored in a transaction: its statements are timed too.
    expect(
      sample(text, 'torch_db_query_duration_seconds_count{operation="insert"}'),
    ).toBeGreaterThan(insertsBefore);
    expect(
      sample(text, 'torch_db_query_duration_seconds_count{operation="select"}'),
    ).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    // Nothing about anyone: no ids from URLs, addresses, names, tokens or message text.
    for (const secret of [
      eventId,
      'ann.member@example.org',
      'pastor.admin@example.org',
      'Ann Member',
      ann.token,
      admin.token,
      METRICS_TOKEN,
      'Praying for the youth camp',
      'next service',
    ])
      expect(text).not.toContain(secret);
  });

  it('reads the socket count at scrape time', async () => {
    const s = await start();
    const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createUser(s);
    const gauge = async () =>
      sample((await scrape(s, `Bearer ${METRICS_TOKEN}`)).body, 'torch_socketio_connected_sockets');
    expect(await gauge()).toBe(0);
    const first = await connectedSocket(url, token);
    await connectedSocket(url, token);
    expect(await gauge()).toBe(2);
    first.disconnect();
    await eventually(async () => (await gauge()) === 1);
  });

  it('keeps the metrics of two apps in one process apart', async () => {
    const first = await start();
    const second = await createTestServer({ METRICS_TOKEN });
    try {
      await second.app.inject({ method: 'GET', url: '/api/events' });
      const text = (await scrape(first, `Bearer ${METRICS_TOKEN}`)).body;
      expect(text).not.toContain('route="/api/events"');
    } finally {
      await second.close();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough, and a rejected one is not echoed', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(
      new ConfigError('Invalid configuration: METRICS_TOKEN must be at least 16 characters'),
    );
  });
});
