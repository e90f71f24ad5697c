#!/usr/bin/env node
// End-to-end journeys: builds what is missing or stale, starts the real server on a free port
// with a fresh data directory and a known admin, runs e2e/*.test.ts in Debian's Chromium,
// stops the server, and ends with one line: `e2e: N passed, M failed`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`e2e: "${command} ${args.join(' ')}" failed`);
    finish(0, 1);
  }
}

function finish(passed, failed) {
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

/** Newest modification time under the given paths (files or folders), 0 when none exist. */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
      }
    } else {
      latest = Math.max(latest, stats.mtimeMs);
    }
  };
  for (const target of paths) visit(path.join(root, target));
  return latest;
}

/**
 * Build a workspace when its output is missing or older than its sources, so runs never test
 * stale code. Says whether it built.
 */
function buildIfNeeded(workspace, output, sources) {
  const outputPath = path.join(root, output);
  const outdated = !existsSync(outputPath) || statSync(outputPath).mtimeMs < newest(sources);
  if (outdated) {
    console.log(`e2e: building ${workspace}`);
    run(npm, ['run', 'build', '--workspace', workspace]);
  }
  return outdated;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, log) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`e2e: the server did not become healthy. Its output:\n${log.join('')}`);
  throw new Error('server did not start');
}

run('sh', [path.join(root, 'scripts/ensure-chromium.sh')]);
const webBuilt = buildIfNeeded('apps/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
]);
// As `npm run build` does, so the journeys load the files the way production serves them
// (compressed by the build, not sent raw).
if (webBuilt || !existsSync(path.join(root, 'apps/web/dist/index.html.br'))) {
  run(process.execPath, [path.join(root, 'scripts/compress-assets.mjs')]);
}
buildIfNeeded('apps/server', 'apps/server/dist/main.js', [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
]);

const dataDir = mkdtempSync(path.join(tmpdir(), 'torch-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const adminEmail = 'e2e-admin@torch.test';
const adminPassword = randomBytes(12).toString('hex');
const serverLog = [];
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    // Every journey signs up from 127.0.0.1; the real limits are tested in the server suite.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    // No SMTP_URL: mail is written to DATA_DIR/outbox, where the journeys read it.
    PUBLIC_URL: baseUrl,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => serverLog.push(String(chunk)));
server.stderr.on('data', (chunk) => serverLog.push(String(chunk)));

const stopServer = async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/**
 * Journeys that change what every page shows, or read the first screen exactly as the build or
 * the server drew it, run after the others and alone.
 */
const SOLO_JOURNEYS = ['church-settings.test.ts', 'first-screen.test.ts'];

/** Runs journey files in node's test runner; resolves with its exit code. */
function runJourneys(files, concurrency, tapFile) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${concurrency}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tapFile}`,
        ...files,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_ADMIN_EMAIL: adminEmail,
          E2E_ADMIN_PASSWORD: adminPassword,
          E2E_DATA_DIR: dataDir,
        },
      },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let passed = 0;
let failed = 1;
try {
  await waitForHealth(baseUrl, server, serverLog);
  // `node scripts/e2e.mjs e2e/chat.test.ts` runs only the journeys named.
  const named = process.argv.slice(2);
  const files =
    named.length > 0
      ? named
      : readdirSync(path.join(root, 'e2e'))
          .filter((file) => file.endsWith('.test.ts'))
          .sort()
          .map((file) => path.join('e2e', file));
  // A journey that changes what every page shows (the church's settings) runs after the
  // others, alone, so no journey running beside it sees another church's name.
  const alone = (file) => SOLO_JOURNEYS.includes(path.basename(file));
  const passes = [
    { files: files.filter((file) => !alone(file)), concurrency: 2 },
    { files: files.filter(alone), concurrency: 1 },
  ].filter((pass) => pass.files.length > 0);
  let status = 0;
  failed = 0;
  for (const [index, pass] of passes.entries()) {
    const tapFile = path.join(dataDir, `results-${index}.tap`);
    const code = await runJourneys(pass.files, pass.concurrency, tapFile);
    const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
    const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    passed += count('pass');
    failed += count('fail') + count('cancelled');
    if (code !== 0) status = code;
  }
  // A crash before any summary still has to fail the run.
  if (status !== 0 && failed === 0) failed = 1;
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopServer();
}
finish(passed, failed);
