/**
 * `npm start` on a terminal: after the log, the server says in a sentence where Torch is and
 * what to do first. A real terminal comes from `script` (a pseudo-terminal); the server runs as
 * in server.process.test.ts, src/main.ts in a process of its own, on PGlite.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

/** Runs the server on a terminal until it has printed the summary; answers what it printed. */
async function summaryOnTerminal(dataDir: string): Promise<string> {
  const child = spawn(
    'script',
    ['-qec', `'${process.execPath}' --import tsx '${MAIN}'`, '/dev/null'],
    {
      env: {
        PATH: process.env.PATH ?? '',
        TERM: 'xterm',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO: 'false',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group, so that the server under `script` stops with it.
      detached: true,
    },
  );
  let output = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Stop it with Ctrl-C.')) resolve(output);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', () => reject(new Error(`the server stopped:\n${output}`)));
    });
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

describe('npm start on a terminal', { timeout: 120_000 }, () => {
  it('ends with where Torch runs and that the first account becomes Super-Admin', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-summary-'));
    // eslint-disable-next-line no-control-regex
    const output = (await summaryOnTerminal(dataDir)).replace(/\u001b\[[0-9;]*m/g, '');
    const lines = output.split(/\r?\n/).filter(Boolean);

    expect(lines.at(-2)).toMatch(
      /^Torch is running at http:\/\/localhost:(\d+) — register the first account to become its Super-Admin: http:\/\/localhost:\1\/#\/register$/,
    );
    expect(lines.at(-1)).toBe('Stop it with Ctrl-C.');
    // The log above is for people too: no JSON.
    expect(output).toContain('INFO: Server listening at http://127.0.0.1:');
    expect(output).not.toContain('{"level"');
  });
});
