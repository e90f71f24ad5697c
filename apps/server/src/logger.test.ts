/**
 * Who reads the log: a person at a terminal gets readable lines, anything else (a pipe, a file,
 * a log collector) JSON. A real terminal comes from `script`, which runs a command on a pseudo-
 * terminal and copies what it prints.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOGGER = path.resolve(import.meta.dirname, 'logger.ts');
// One line logged with a secret beside it, the way the server logs; flushed before exiting.
const program =
  `import { createLogger } from ${JSON.stringify(LOGGER)};` +
  "const log = createLogger('info');" +
  "log.info({ user: { token: 'secret-token' } }, 'Server listening at http://127.0.0.1:3000');" +
  'log.flush();';

function runLogger(onTerminal: boolean, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-logger-'));
  const file = path.join(dir, 'log.mjs');
  fs.writeFileSync(file, program);
  const node = [process.execPath, '--import', 'tsx', file];
  const command = onTerminal
    ? ['script', ['-qec', node.map((part) => `'${part}'`).join(' '), '/dev/null']]
    : [node[0]!, node.slice(1)];
  const run = spawnSync(command[0] as string, command[1] as string[], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', ...env },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('the server log', { timeout: 60_000 }, () => {
  it('is readable lines on a terminal', () => {
    const output = runLogger(true);
    // eslint-disable-next-line no-control-regex
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:3000/m,
    );
    expect(plain).not.toContain('{"level"');
    expect(plain).not.toContain('secret-token');
  });

  it('is JSON lines through a pipe', () => {
    const [line] = runLogger(false).trim().split('\n');
    expect(JSON.parse(line!)).toMatchObject({
      level: 30,
      msg: 'Server listening at http://127.0.0.1:3000',
      user: { token: '[redacted]' },
    });
  });

  it('is JSON lines in production, on a terminal too', () => {
    const plain = runLogger(true, { NODE_ENV: 'production' }).trim();
    expect(JSON.parse(plain.split(/\r?\n/)[0]!)).toMatchObject({ level: 30 });
  });
});
