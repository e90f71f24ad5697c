/**
 * The server as an operator runs it: src/main.ts in a process of its own on a free local port,
 * for the tests about boot, restarts and several instances.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  /** Resolves with the base URL once the server listens, or null if it exits first. */
  ready: Promise<string | null>;
}

/** Every process spawned so far, for the file's clean-up to kill what is still running. */
const spawned: ChildProcess[] = [];

/** Start a server process with `env` on top of the host, port and log level every test needs. */
export function spawnServer(env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string | null>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then(() => resolve(null));
  });
  return { child, output: () => output, exit, ready };
}

/** Kill every spawned server still running (a failed test must not leave one behind). */
export function killSpawned(): void {
  for (const child of spawned.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}
