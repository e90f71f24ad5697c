/**
 * The server as an operator runs it: a real process on a real port with a data directory on
 * disk. Only on PGlite (the embedded shape is what these promises are about).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killSpawned, spawnServer as spawnProcess } from './server-process';

// No demo content: these tests are about the process, and seeding would only slow each boot.
const spawnServer = (env: Record<string, string>) => spawnProcess({ SEED_DEMO: 'false', ...env });

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'torch-process-'));

afterEach(killSpawned);

// Each test boots one or two real servers (PGlite initdb included): minutes on a busy machine.
describe('running the server', { timeout: 120_000 }, () => {
  it('keeps accounts across a graceful restart', async () => {
    const dataDir = tempDir();
    const first = spawnServer({ DATA_DIR: dataDir });
    const url = await first.ready;
    expect(url, first.output()).not.toBeNull();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Pastor John',
        email: 'john@example.org',
        password: 'shepherd12',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = spawnServer({ DATA_DIR: dataDir });
    const secondUrl = await second.ready;
    expect(secondUrl, second.output()).not.toBeNull();
    const login = await fetch(`${secondUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'john@example.org', password: 'shepherd12' }),
    });
    expect(login.status).toBe(200);
    // The generated JWT secret was kept in DATA_DIR, so the old token still works too.
    const me = await fetch(`${secondUrl}/api/profile/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { role: string }).role).toBe('Super-Admin');
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('refuses a second server on the same data directory and leaves the first working', async () => {
    const dataDir = tempDir();
    const first = spawnServer({ DATA_DIR: dataDir });
    const url = await first.ready;
    expect(url).not.toBeNull();

    const second = spawnServer({ DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.output().trim()).toMatch(
      /^Another Torch server \(pid \d+\) is already using DATA_DIR .+/,
    );
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('takes over a lock left behind by a server that crashed', async () => {
    const dataDir = tempDir();
    const crashed = spawnServer({ DATA_DIR: dataDir });
    expect(await crashed.ready).not.toBeNull();
    crashed.child.kill('SIGKILL');
    await crashed.exit;
    const next = spawnServer({ DATA_DIR: dataDir });
    expect(await next.ready, next.output()).not.toBeNull();
  });

  it('stops at once with one line naming a wrong variable', async () => {
    const server = spawnServer({ DATA_DIR: tempDir(), PORT: 'eighty' });
    expect(await server.exit).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT must be a port number (got "eighty")',
    );
  });

  it('creates the configured Super-Admin for automated installs and warns when there is none', async () => {
    const plain = spawnServer({ DATA_DIR: tempDir() });
    expect(await plain.ready).not.toBeNull();
    expect(plain.output()).toContain('the first account registered becomes Super-Admin');

    const server = spawnServer({
      DATA_DIR: tempDir(),
      ADMIN_EMAIL: 'Office@Church.org',
      ADMIN_PASSWORD: 'keys-to-the-hall',
    });
    const url = await server.ready;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'office@church.org', password: 'keys-to-the-hall' }),
    });
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('Super-Admin');
    expect(server.output()).not.toContain('the first account registered becomes Super-Admin');
  });

  it('never writes passwords or tokens to its log', async () => {
    const server = spawnServer({ DATA_DIR: tempDir() });
    const url = await server.ready;
    const response = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Secretive',
        email: 'secret@example.org',
        password: 'hunter2-hunter2',
      }),
    });
    const { token } = (await response.json()) as { token: string };
    await fetch(`${url}/api/profile/me?token=${token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    server.child.kill('SIGTERM');
    await server.exit;
    const lines = server.output().trim().split('\n');
    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines).toHaveLength(2);
    expect(JSON.parse(requestLines[1]!)).toMatchObject({
      method: 'GET',
      route: '/api/profile/me',
      status: 200,
    });
    expect(server.output()).not.toContain('hunter2-hunter2');
    expect(server.output()).not.toContain(token);
  });
});
