/**
 * Brings an empty install back from a backup archive. The archive is unpacked and checked in
 * full before anything is written; the rows go in as one transaction; the uploads folder takes
 * its place by a rename. A refusal or a failure leaves the install as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  appliedMigrations,
  countRows,
  firstTableWithRows,
  inTransaction,
  listTablesInDependencyOrder,
  loadTable,
  lockTables,
  readSequences,
  restoreSequences,
  tableColumns,
  withSession,
  type Session,
} from './database-rows';
import { BackupError, formatBytes, plural, type Report } from './format';
import type { BackupManifest } from './manifest';
import { knownMigrations, migrateToLevel, migrationLevel } from './migrations';
import { checkArchiveFile, describeDamage, unpack, type Unpacked } from './unpack';
import { hasAnyFile } from './upload-files';

export interface RestoreOptions {
  database: DatabaseHandle;
  dataDir: string;
  file: string;
  report?: Report;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  tables: { name: string; rows: number }[];
  rows: number;
  files: number;
  uploadBytes: number;
  jwtSecret: boolean;
}

async function assertDatabaseEmpty(session: Session): Promise<string[]> {
  const tables = await listTablesInDependencyOrder(session);
  const busy = await firstTableWithRows(session, tables);
  if (busy)
    throw new BackupError(
      `The database is not empty (table ${busy} has rows): restore only into a new DATA_DIR or an empty PostgreSQL database`,
    );
  return tables;
}

async function assertUploadsEmpty(uploadsDir: string): Promise<void> {
  if (await hasAnyFile(uploadsDir))
    throw new BackupError(
      `The uploads folder ${uploadsDir} is not empty: restore only into a new DATA_DIR`,
    );
}

/** Loads every table's rows, checks the counts and the sequences, in the caller's transaction. */
async function loadRows(session: Session, unpacked: Unpacked): Promise<void> {
  const { manifest, tableFiles } = unpacked;
  const tables = await listTablesInDependencyOrder(session);
  for (const table of manifest.database.tables) {
    if (!tables.includes(table.name))
      throw new BackupError(`The backup holds table ${table.name}, which this database lacks`);
    const columns = new Set(await tableColumns(session, table.name));
    const unknown = table.columns.find((column) => !columns.has(column));
    if (unknown)
      throw new BackupError(
        `The backup holds column ${table.name}.${unknown}, which this database lacks`,
      );
  }
  const present = new Set((await readSequences(session)).map((sequence) => sequence.name));
  const lackingSequence = manifest.database.sequences.find((s) => !present.has(s.name));
  if (lackingSequence)
    throw new BackupError(
      `The backup holds sequence ${lackingSequence.name}, which this database lacks`,
    );
  // Nobody else writes until we commit; someone who did since the first check is caught here.
  await lockTables(session, tables);
  await assertDatabaseEmpty(session);
  const byName = new Map(manifest.database.tables.map((table) => [table.name, table]));
  for (const name of tables) {
    const table = byName.get(name);
    if (!table) continue;
    const lines = readline.createInterface({
      input: fs.createReadStream(tableFiles.get(name)!),
      crlfDelay: Infinity,
    });
    await loadTable(session, name, table.columns, lines);
    const stored = await countRows(session, name);
    if (stored !== table.rows)
      throw new BackupError(`Table ${name} holds ${stored} rows after loading, not ${table.rows}`);
  }
  await restoreSequences(session, manifest.database.sequences);
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const report = options.report ?? (() => undefined);
  const file = path.resolve(options.file);
  const { database, dataDir } = options;
  const uploadsDir = path.join(dataDir, 'uploads');

  checkArchiveFile(file);
  report('Checking that the database and the uploads folder are empty');
  await withSession(database, assertDatabaseEmpty);
  await assertUploadsEmpty(uploadsDir);

  fs.mkdirSync(dataDir, { recursive: true });
  // Beside the uploads folder, so putting the unpacked uploads in place is a rename.
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  let placedUploads = false;
  try {
    report(`Unpacking and checking ${file}`);
    const unpacked = await unpack(file, staging).catch((error: unknown) => {
      throw describeDamage(error, file);
    });
    const { manifest } = unpacked;
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    report(
      `Backup of ${manifest.createdAt} by Torch ${manifest.appVersion} (${manifest.database.engine}): ` +
        `${plural(manifest.database.tables.length, 'table')}, ${plural(rows, 'row')}, ` +
        `${plural(manifest.uploads.files, 'upload file')} (${formatBytes(manifest.uploads.bytes)})`,
    );

    const level = migrationLevel(manifest.database.migrations);
    if (level === undefined)
      throw new BackupError(
        `The backup was made by a Torch whose database migrations this version does not have: restore it with Torch ${manifest.appVersion} or newer`,
      );
    const targetLevel = migrationLevel(await withSession(database, appliedMigrations));
    if (targetLevel === undefined || targetLevel > level)
      throw new BackupError(
        'The database already has a newer schema than the backup: restore into a new DATA_DIR or a PostgreSQL database with no tables',
      );
    report(`Creating the tables as they were at the backup (${plural(level, 'migration')})`);
    await migrateToLevel(database, level);

    if (fs.existsSync(unpacked.uploadsDir)) {
      report(`Placing ${plural(manifest.uploads.files, 'upload file')} in ${uploadsDir}`);
      await assertUploadsEmpty(uploadsDir);
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.renameSync(unpacked.uploadsDir, uploadsDir);
      placedUploads = true;
    }

    report('Loading the rows in one transaction');
    await withSession(database, (session) =>
      inTransaction(session, 'begin', () => loadRows(session, unpacked)),
    );
    placedUploads = false;

    if (unpacked.secretFile) {
      report(`Restoring the sign-in secret to ${path.join(dataDir, 'jwt-secret')}`);
      fs.copyFileSync(unpacked.secretFile, path.join(dataDir, 'jwt-secret'));
      fs.chmodSync(path.join(dataDir, 'jwt-secret'), 0o600);
    }

    const newer = knownMigrations().length - level;
    if (newer > 0) {
      report(`Applying ${plural(newer, 'newer migration')}`);
      await runMigrations(database);
    }
    return {
      manifest,
      tables: manifest.database.tables.map((table) => ({ name: table.name, rows: table.rows })),
      rows,
      files: manifest.uploads.files,
      uploadBytes: manifest.uploads.bytes,
      jwtSecret: manifest.jwtSecret,
    };
  } catch (error) {
    // The uploads folder was empty before; the rows were rolled back: take the files away too.
    if (placedUploads) fs.rmSync(uploadsDir, { recursive: true, force: true });
    throw error;
  } finally {
    // An unpack that failed part-way may still be opening a file it was about to write into
    // staging (a write stream opens asynchronously): the removal then meets ENOTEMPTY. The
    // asynchronous rm lets that open finish between its retries, then removes the file too.
    await fs.promises.rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  }
}
