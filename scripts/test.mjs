// `npm test`: every check, in the order that fails fastest. Lint and types, unit tests, the
// server suite on PGlite, the same suite on PostgreSQL + Redis (when reachable), then the
// built app end to end in Chromium. Prints one summary line of all test counts at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-test-report-'));
const totals = { passed: 0, failed: 0 };
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    finish(result.status ?? 1);
  }
}

function vitest(label, projects, env = {}) {
  const report = path.join(reportDir, `${timings.length}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  try {
    run(label, 'npx', args, env);
  } finally {
    if (fs.existsSync(report)) {
      const { numPassedTests, numFailedTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
      totals.passed += numPassedTests;
      totals.failed += numFailedTests;
    }
  }
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname,
      port: Number(port || defaultPort),
      timeout: 2000,
    });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function finish(code) {
  console.log(`\n${timings.join('\n')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

run('lint', 'npm', ['run', 'lint']);
run('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit tests (contract, web)', ['contract', 'web']);
vitest('server suite on PGlite', ['server']);

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [hasPostgres, hasRedis] = await Promise.all([
  reachable(databaseUrl, 5432),
  reachable(redisUrl, 6379),
]);
if (hasPostgres && hasRedis) {
  vitest('server suite on PostgreSQL + Redis', ['server'], {
    TEST_DATABASE_URL: databaseUrl,
    TEST_REDIS_URL: redisUrl,
  });
} else {
  console.warn(
    `\n! PostgreSQL (${databaseUrl}) or Redis (${redisUrl}) not reachable: production-shape suite not run.`,
  );
}

run('build', 'npm', ['run', 'build']);
run('end-to-end in Chromium', 'npm', ['run', 'test:e2e']);
finish(totals.failed > 0 ? 1 : 0);
