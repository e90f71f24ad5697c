/**
 * The built server's memory as a small church's server would hold it: demo content seeded, one
 * minute after start, after a garbage collection; and the peak during that first start (the
 * kernel's high-water mark of resident memory). Both shapes: the embedded database (PGlite in
 * DATA_DIR) and PostgreSQL (a scratch database on BENCH_DATABASE_URL, or the local server).
 * Only the built server is measured, as production runs it (docs/benchmarks.md#memory).
 *
 *   npm run build && npm run bench:memory
 *   BENCH_IDLE_SECONDS=10 npm run bench:memory         a quicker look
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sleep } from './lib/clock';
import { cleaningUp, mkTempDir, onCleanUp } from './lib/cleanup';
import { buildIfMissing, startServer, stopProcess } from './lib/server-process';
import { withScratchDatabase } from './lib/app';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const DATABASE_SERVER =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

interface Reading {
  shape: string;
  idleRss: number;
  heapUsed: number;
  external: number;
  peakRss: number;
}

/** VmRSS and VmHWM (the high-water mark) of a process, in bytes, from Linux's /proc. */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

async function measure(shape: string, env: Record<string, string>): Promise<Reading> {
  return cleaningUp(async () => {
    const dataDir = mkTempDir('torch-memory-');
    const logPath = path.join(dataDir, 'server.log');
    const server = await startServer({
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
      nodeArgs: ['--expose-gc', '--import', path.join(import.meta.dirname, 'lib/memory-probe.mjs')],
      logPath,
      readyPath: '/api/ready',
    });
    onCleanUp(() => stopProcess(server.child));
    // The first page a visitor opens, so the measure includes what serving it keeps.
    await (await fetch(`${server.url}/`)).text();
    await (await fetch(`${server.url}/api/events?upcoming=true&limit=3`)).text();
    await sleep(IDLE_SECONDS * 1000);
    const pid = server.child.pid!;
    const logged = fs.statSync(logPath).size;
    process.kill(pid, 'SIGUSR2');
    let usage: NodeJS.MemoryUsage | undefined;
    for (let tries = 0; tries < 100 && !usage; tries += 1) {
      await sleep(100);
      const line = fs
        .readFileSync(logPath, 'utf8')
        .slice(logged)
        .split('\n')
        .find((entry) => entry.startsWith('MEMORY-PROBE '));
      if (line) usage = JSON.parse(line.slice('MEMORY-PROBE '.length)) as NodeJS.MemoryUsage;
    }
    if (!usage) throw new Error(`${shape}: the server did not report its memory`);
    const { rss, peak } = residentMemory(pid);
    return {
      shape,
      idleRss: rss,
      heapUsed: usage.heapUsed,
      external: usage.external,
      peakRss: peak,
    };
  });
}

buildIfMissing();
const readings: Reading[] = [];
readings.push(await measure('embedded (PGlite)', {}));
const scratch = await withScratchDatabase(DATABASE_SERVER);
try {
  readings.push(await measure('PostgreSQL', { DATABASE_URL: scratch.url }));
} finally {
  await scratch.drop();
}

console.log(`\nidle ${IDLE_SECONDS} s after start, demo content seeded, after a GC:\n`);
console.log('| shape | idle RSS | V8 heap used | external | peak RSS at start |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of readings)
  console.log(
    `| ${r.shape} | ${(r.idleRss / MB).toFixed(0)} MB | ${(r.heapUsed / MB).toFixed(0)} MB | ${(r.external / MB).toFixed(0)} MB | ${(r.peakRss / MB).toFixed(0)} MB |`,
  );
