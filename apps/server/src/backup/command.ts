/**
 * What `npm run backup` and `npm run restore` share: the server's configuration, the database it
 * points to (the embedded one locked for the job), one line per step, one line on failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { BackupError, type Report } from './format';

export interface CommandContext {
  config: Config;
  database: DatabaseHandle;
  /** Where the database is, for people: no password. */
  databaseName: string;
  archive: string;
  say: Report;
}

const say: Report = (line) => {
  process.stdout.write(`${line}\n`);
};

/**
 * The one archive path argument. npm runs scripts from the repository root, so a relative path
 * is taken from where the operator typed the command (INIT_CWD), as they meant it.
 */
function archiveArgument(argv: string[], usage: string): string {
  const args = argv.filter((arg) => arg !== '--');
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) throw new BackupError(usage);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
}

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${path.join(config.dataDir, 'db')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

function describeError(error: unknown, verb: string): string {
  if (error instanceof DataDirLockedError) {
    const pid = /pid (\d+)/.exec(error.message)?.[1];
    return (
      `a Torch server${pid ? ` (pid ${pid})` : ''} is using this DATA_DIR: stop it, then ${verb} ` +
      '(the embedded database allows one process at a time)'
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

export async function runCommand(
  name: 'backup' | 'restore',
  usage: string,
  options: {
    needsExistingDatabase: boolean;
    /** Checks on the archive that need no database, so a mistake opens (and creates) nothing. */
    checkArchive?: (archive: string) => void;
  },
  work: (context: CommandContext) => Promise<void>,
): Promise<void> {
  try {
    const archive = archiveArgument(process.argv.slice(2), usage);
    const config = loadConfig();
    options.checkArchive?.(archive);
    const embedded = !config.databaseUrl;
    if (
      embedded &&
      options.needsExistingDatabase &&
      !fs.existsSync(path.join(config.dataDir, 'db'))
    )
      throw new BackupError(
        `There is no database in ${path.join(config.dataDir, 'db')}: is DATA_DIR (or DATABASE_URL) set as for the server?`,
      );
    const lock = embedded ? lockDataDir(config.dataDir) : undefined;
    try {
      // The database is opened as the server opens it, without loading the whole app.
      const database = config.databaseUrl
        ? openPostgres(config.databaseUrl, 2)
        : await openPglite(path.join(config.dataDir, 'db'));
      try {
        await work({ config, database, databaseName: describeDatabase(config), archive, say });
      } finally {
        await database.close();
      }
    } finally {
      lock?.release();
    }
  } catch (error) {
    const verb = name === 'backup' ? 'back up again' : 'restore again';
    process.stderr.write(
      `${name === 'backup' ? 'Backup' : 'Restore'} failed: ${describeError(error, verb)}\n`,
    );
    process.exitCode = 1;
  }
}

export const seconds = (startedAt: number) =>
  `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
