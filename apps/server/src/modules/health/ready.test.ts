/**
 * Readiness: a load balancer sends traffic to an instance only while /api/ready says 200 —
 * its database and Redis (when configured) answer and it is not shutting down.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, openTestDatabase, type TestServer } from '../../../test/test-server';
import { loadConfig } from '../../config';
import { registerErrorHandler } from '../../plugins/error-handler';
import { startServer } from '../../server';
import { register as registerHealthRoutes } from '.';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testServer(): Promise<TestServer> {
  const server = await createTestServer();
  cleanups.push(() => server.close());
  return server;
}

const probe = (app: FastifyInstance, url = '/api/ready') => app.inject({ method: 'GET', url });

/** A port nothing listens on: taken from the OS, then let go. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('GET /api/ready', () => {
  it('is ready while the database answers', async () => {
    const server = await testServer();
    const response = await probe(server.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('names the database when it stops answering', async () => {
    const { handle } = await openTestDatabase();
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerHealthRoutes(app, { database: handle });
    cleanups.push(() => app.close());
    expect((await probe(app)).statusCode).toBe(200);

    await handle.close();
    const down = await probe(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: 'Database unavailable' });
  });

  it('is not ready when Redis is configured but does not answer', async () => {
    const { handle, drop } = await openTestDatabase();
    cleanups.push(drop);
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      maxRetriesPerRequest: 1,
      retryStrategy: () => 50,
    });
    // ioredis reports each failed connection attempt here; that is the situation under test.
    redis.on('error', () => undefined);
    cleanups.push(() => redis.disconnect());
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerHealthRoutes(app, { database: handle, redis });
    cleanups.push(() => app.close());

    const started = Date.now();
    const response = await probe(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Redis unavailable' });
    // A probe gets its answer at once rather than waiting out reconnection attempts.
    expect(Date.now() - started).toBeLessThan(1_000);
    // Liveness does not depend on Redis: restarting this process would not bring Redis back.
    expect((await probe(app, '/api/health')).statusCode).toBe(200);
  });

  it('says 503 once shutdown begins, while liveness stays ok', async () => {
    const server = await testServer();
    server.app.readiness.beginDraining();
    const ready = await probe(server.app);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Shutting down' });
    expect((await probe(server.app, '/api/health')).statusCode).toBe(200);
  });

  it('is marked draining by the server as soon as it is asked to stop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-ready-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const running = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
      }),
    );
    expect((await fetch(`${running.url}/api/ready`)).status).toBe(200);
    const stopping = running.stop();
    expect(running.app.readiness.draining).toBe(true);
    await stopping;
  });
});
