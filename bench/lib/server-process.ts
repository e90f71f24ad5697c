/**
 * The built server in a process of its own, as production runs it (load and pages measure it
 * so): building it when missing, starting it on a free port, waiting until it answers, and
 * stopping it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from './clock';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');

/** A port nothing listens on right now, for a server the benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server's build, and the web app's, which serves `/`; built only when missing. */
export function buildIfMissing(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html')) && fs.existsSync(SERVER_MAIN))
    return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Where its output goes, when it goes to a file. */
  logPath?: string;
}

/**
 * One production server process on 127.0.0.1 and a free port. It sees `env` and nothing else
 * (pass process.env's entries in when they should reach it). Its stdout and stderr go to
 * `logPath` when given, where the log costs what a file would; otherwise its stderr is this
 * process's. Resolves once `readyPath` answers 2xx; a server that exits or never gets there
 * is stopped and the start fails with the end of its log.
 */
export async function startServer(options: {
  env: NodeJS.ProcessEnv;
  logPath?: string;
  readyPath: '/api/ready' | '/api/health';
  /** Options for node itself, before the server's script. */
  nodeArgs?: string[];
  /** Told of the process as soon as it exists, so an interrupted start can stop it too. */
  onSpawn?: (child: ChildProcess) => void;
}): Promise<ServerProcess> {
  const port = await freePort();
  const log = options.logPath ? fs.openSync(options.logPath, 'a') : undefined;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_MAIN], {
    env: { ...options.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    stdio: log === undefined ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
  });
  if (log !== undefined) fs.closeSync(log);
  options.onSpawn?.(child);
  const url = `http://127.0.0.1:${port}`;
  const server = { url, child, logPath: options.logPath };
  try {
    await waitUntilReady(server, options.readyPath);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return server;
}

/**
 * The production server on a church database the caller has seeded (bench/church/seed.ts),
 * with no demo content, logging warnings only, into `dataDir/server.log`.
 */
export function startChurchServer(options: {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  onSpawn?: (child: ChildProcess) => void;
}): Promise<ServerProcess> {
  return startServer({
    env: {
      PATH: process.env.PATH ?? '',
      JWT_SECRET: options.jwtSecret,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    logPath: path.join(options.dataDir, 'server.log'),
    readyPath: '/api/ready',
    onSpawn: options.onSpawn,
  });
}

async function waitUntilReady(server: ServerProcess, readyPath: string): Promise<void> {
  const logTail = () =>
    server.logPath ? `:\n${fs.readFileSync(server.logPath, 'utf8').slice(-2000)}` : '';
  const deadline = Date.now() + Number(process.env.BENCH_READY_SECONDS ?? 90) * 1000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.url} exited${logTail()}`);
    try {
      if ((await fetch(`${server.url}${readyPath}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error(`${server.url} did not become ready${logTail()}`);
}

/** SIGTERM (a server then shuts down gracefully), SIGKILL if it has not gone after 10 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The server's own error and warning lines from `since` (ms since the epoch) on, which a 2xx
 * to every client could still hide.
 */
export function logProblems(logPath: string, since: number): string[] {
  const problems: string[] = [];
  for (const line of fs.readFileSync(logPath, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        time?: number;
        msg?: string;
        err?: { message?: string };
      };
      if ((entry.level ?? 0) >= 40 && (entry.time ?? since) >= since)
        problems.push(
          `${entry.level! >= 50 ? 'error' : 'warn'}: ${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim(),
        );
    } catch {
      problems.push(line.slice(0, 200));
    }
  }
  return problems;
}
