/**
 * The production shape: an instance whose Redis goes away stops saying it is ready, and says so
 * again once Redis is back. Redis is reached through a small TCP relay the test can cut.
 */
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-server';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** Forwards connections to the real Redis until cut. */
async function relayToRedis() {
  const open = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(redisUrl.port || 6379), redisUrl.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => open.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  const target = new URL(redisUrl);
  target.hostname = '127.0.0.1';
  target.port = String(port);
  return {
    url: target.toString(),
    cut: async () => {
      const closed = new Promise((resolve) => relay.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('GET /api/ready with Redis configured', () => {
  it('is ready while Redis answers and 503 naming Redis once it does not', async () => {
    const relay = await relayToRedis();
    cleanups.push(relay.cut);
    const { handle, drop } = await openTestDatabase();
    cleanups.push(drop);
    const redis = new Redis(relay.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    redis.on('error', () => undefined);
    cleanups.push(() => redis.disconnect());
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: relay.url });
    const { app } = await buildApp({
      config,
      database: handle,
      jwtSecret: 'test-secret-that-is-long-enough-to-sign',
      redis,
    });
    cleanups.push(() => app.close());
    await app.ready();

    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    await relay.cut();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: 'Redis unavailable' });
  });
});
