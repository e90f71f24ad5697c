// Start-up smoke test: the built server, run by the Node that runs this script (CI runs it on
// Node 24 through scripts/node24.mjs), on a fresh DATA_DIR with the embedded database, as a
// first install starts. Passes when /api/health answers, `/` serves the web app and
// /api/events answers JSON, and SIGTERM then stops the server cleanly (exit 0).
//
//   node scripts/smoke.mjs                       after `npm run build`
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const label = `start-up on Node ${process.versions.node}`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Fetches `url` and fails unless it answers 200 with `type` in its content type. */
async function expectOk(url, type) {
  const response = await fetch(url);
  const body = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.includes(type))
    throw new Error(`${url}: ${response.status} ${contentType}\n${body.slice(0, 500)}`);
  return body;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-smoke-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const output = [];
// Only what a first install sets: no DATABASE_URL or REDIS_URL from this shell reaches it.
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => output.push(String(chunk)));
server.stderr.on('data', (chunk) => output.push(String(chunk)));
const exited = new Promise((resolve) =>
  server.once('exit', (code, signal) => resolve(code ?? signal)),
);

try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('/api/health did not answer within 90 s');
    const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await expectOk(`${baseUrl}/`, 'text/html');
  if (!page.includes('<script')) throw new Error('/ served a page without the web app');
  const events = JSON.parse(await expectOk(`${baseUrl}/api/events`, 'application/json'));
  if (!Array.isArray(events)) throw new Error('/api/events did not answer a list');
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  const status = await exited;
  clearTimeout(timer);
  if (status !== 0) throw new Error(`SIGTERM did not stop the server cleanly (${status})`);
  console.log(`${label}: /api/health, / and /api/events answered; stopped cleanly on SIGTERM`);
} catch (error) {
  server.kill('SIGKILL');
  console.error(`✖ ${label}: ${error.message}\nThe server's output:\n${output.join('')}`);
  process.exitCode = 1;
} finally {
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
