// `npm test`: every check, in the order that fails fastest. Lint and types, unit tests, the
// server suite on PGlite, the same suite on PostgreSQL + Redis (when reachable), then the
// built app started once on its own and end to end in Chromium. Prints one summary line of
// all test counts at the end.
//
// Two Node versions (docs/decisions/027-node-24.md): everything runs on the machine's `node`
// except the production-shape steps, which run on Node 24 as production does: the PostgreSQL +
// Redis suite (rather than a third run of the suite) and the start-up smoke test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { node24 } from './node24.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-test-report-'));
const totals = { passed: 0, failed: 0 };
const timings = [];

/** Runs one step with its output shown live; returns the output so counts can be read from it. */
async function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { status, output };
}

/** Runs a step and stops everything at its first failure. */
async function step(label, command, args, env = {}) {
  const { status, output } = await run(label, command, args, env);
  if (status !== 0) fail(label, status);
  return output;
}

function fail(label, status) {
  console.error(`\n✖ ${label} failed`);
  // A failing step with no failed test counted (lint, build…) still has to show as a failure.
  if (totals.failed === 0) totals.failed = 1;
  finish(status || 1);
}

/** A vitest run, by the machine's `node` or, given `node`, by that binary. */
async function vitest(label, projects, env = {}, node = undefined) {
  const report = path.join(reportDir, `${timings.length}.json`);
  const args = [
    node ? 'node_modules/vitest/vitest.mjs' : 'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  // Anything a test starts by name (`node`, `npx`) is that Node too.
  const onPath = node ? { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` } : {};
  const { status } = await run(label, node ?? 'npx', args, { ...env, ...onPath });
  if (fs.existsSync(report)) {
    const { numPassedTests, numFailedTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
  }
  if (status !== 0) fail(label, status);
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

await step('lint', 'npm', ['run', 'lint']);
await step('typecheck', 'npm', ['run', 'typecheck']);
await vitest('unit tests (contract, web)', ['contract', 'web']);
await vitest('server suite on PGlite', ['server']);

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [hasPostgres, hasRedis] = await Promise.all([
  reachable(databaseUrl, 5432),
  reachable(redisUrl, 6379),
]);
/** Node 24, fetched on first use; a fetch that fails fails the run like any step. */
function production() {
  try {
    return node24();
  } catch (error) {
    console.error(error);
    fail('fetching Node 24', 1);
  }
}

if (hasPostgres && hasRedis) {
  await vitest(
    'server suite on PostgreSQL + Redis, Node 24',
    ['server'],
    { TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl },
    production(),
  );
} else {
  console.warn(
    `\n! PostgreSQL (${databaseUrl}) or Redis (${redisUrl}) not reachable: production-shape suite not run.`,
  );
}

await step('build', 'npm', ['run', 'build']);
await step('start-up on Node 24', production(), ['scripts/smoke.mjs']);
const e2eRun = await run('end-to-end in Chromium', 'npm', ['run', 'test:e2e']);
const e2e = /^e2e: (\d+) passed, (\d+) failed$/m.exec(e2eRun.output);
if (e2e) {
  totals.passed += Number(e2e[1]);
  totals.failed += Number(e2e[2]);
}
if (e2eRun.status !== 0) fail('end-to-end in Chromium', e2eRun.status);
finish(totals.failed > 0 ? 1 : 0);
