/**
 * `npm run backup` and `npm run restore` as an operator runs them: real processes on a data
 * directory on disk. Only on PGlite (the lock and the stop-the-server rule are about that shape).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { seedDemoContent } from '../modules/demo-content/seed';

const COMMANDS = {
  backup: path.resolve(import.meta.dirname, 'backup-command.ts'),
  restore: path.resolve(import.meta.dirname, 'restore-command.ts'),
};

const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-backup-cli-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function run(
  command: keyof typeof COMMANDS,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', COMMANDS[command], ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** An embedded install as a stopped server leaves it: PGlite on disk, demo content, its images. */
async function stoppedInstall(): Promise<string> {
  const dataDir = tempDir();
  const database = await openPglite(path.join(dataDir, 'db'));
  await runMigrations(database);
  await seedDemoContent(database.db, {
    today: '2026-03-12',
    uploadsDir: path.join(dataDir, 'uploads'),
  });
  await database.close();
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'a-secret-of-at-least-thirty-two-characters');
  return dataDir;
}

// Each command opens PGlite on disk in a fresh process: seconds apiece on a busy machine.
describe('the backup and restore commands', { timeout: 120_000 }, () => {
  it('back up a stopped install and bring it back in a new DATA_DIR, once', async () => {
    const dataDir = await stoppedInstall();
    const operatorDir = tempDir();
    // npm runs scripts from the repository root; the path is meant from where the operator is.
    const backup = await run('backup', ['--', 'nightly/torch.tar.gz'], {
      DATA_DIR: dataDir,
      INIT_CWD: operatorDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const archive = path.join(operatorDir, 'nightly', 'torch.tar.gz');
    expect(fs.existsSync(archive)).toBe(true);
    expect(backup.stdout).toContain(`Backup written: ${archive}`);
    expect(backup.stdout).toMatch(/^ {4}events: 6$/m);
    expect(backup.stdout).toContain('sign-in secret (DATA_DIR/jwt-secret): included');

    const newDataDir = path.join(tempDir(), 'restored');
    const restore = await run('restore', [archive], { DATA_DIR: newDataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Loading the rows in one transaction');
    expect(restore.stdout).toMatch(/^ {4}events: 6$/m);
    expect(fs.readFileSync(path.join(newDataDir, 'jwt-secret'), 'utf8')).toBe(
      'a-secret-of-at-least-thirty-two-characters',
    );
    expect(fs.readdirSync(path.join(newDataDir, 'uploads'))).toEqual(
      fs.readdirSync(path.join(dataDir, 'uploads')),
    );
    expect(fs.existsSync(path.join(newDataDir, 'server.lock'))).toBe(false);

    const again = await run('restore', [archive], { DATA_DIR: newDataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'Restore failed: The database is not empty (table app_meta has rows): restore only into a new DATA_DIR or an empty PostgreSQL database\n',
    );
  });

  it('refuses to back up while a server holds the embedded database, in one line', async () => {
    const dataDir = await stoppedInstall();
    const archive = path.join(tempDir(), 'torch.tar.gz');
    // This test process plays the running server: it holds the lock, and it is alive.
    const lock = lockDataDir(dataDir);
    try {
      const refused = await run('backup', [archive], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `Backup failed: a Torch server (pid ${process.pid}) is using this DATA_DIR: stop it, then back up again (the embedded database allows one process at a time)\n`,
      );
      expect(fs.existsSync(archive)).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('explain what they need when the file or the database is missing', async () => {
    const usage = await run('backup', [], { DATA_DIR: tempDir() });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toBe(
      'Backup failed: Usage: npm run backup -- <file>, e.g. npm run backup -- backups/torch-2026-05-01.tar.gz\n',
    );
    const empty = tempDir();
    const nothing = await run('backup', ['x.tar.gz'], { DATA_DIR: empty, INIT_CWD: empty });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toBe(
      `Backup failed: There is no database in ${path.join(empty, 'db')}: is DATA_DIR (or DATABASE_URL) set as for the server?\n`,
    );
    const missing = await run('restore', [path.join(empty, 'nope.tar.gz')], {
      DATA_DIR: path.join(empty, 'new'),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `Restore failed: ${path.join(empty, 'nope.tar.gz')} does not exist\n`,
    );
    // Nothing was opened, so no database was created for nothing.
    expect(fs.existsSync(path.join(empty, 'new'))).toBe(false);
  });
});
