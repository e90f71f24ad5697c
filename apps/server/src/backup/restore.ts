/**
 * Brings an empty install back from a backup archive. The archive is unpacked and checked in
 * full before anything is written; the rows go in as one transaction; the uploads folder takes
 * its place by a rename. A refusal or a failure leaves the install as it was.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
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
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_PREFIX,
  JWT_SECRET_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_PREFIX,
  manifestSchema,
  tableFile,
  type BackupManifest,
} from './manifest';
import { knownMigrations, migrateToLevel, migrationLevel } from './migrations';
import { TarFormatError, readTar } from './tar';
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

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/** A path inside the archive that cannot climb out of the folder it is unpacked into. */
function safeRelativePath(entryPath: string, prefix: string): string | undefined {
  if (!entryPath.startsWith(prefix)) return undefined;
  const relative = entryPath.slice(prefix.length);
  const segments = relative.split('/');
  const safe = segments.every(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment),
  );
  return safe ? relative : undefined;
}

async function readAll(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new TarFormatError(`${MANIFEST_ENTRY} is implausibly large`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseManifest(bytes: Buffer, file: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new TarFormatError(`${MANIFEST_ENTRY} is not JSON`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT)
    throw new BackupError(`${file} is not a Torch backup (its manifest is not a Torch manifest)`);
  if (format.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${file} is a Torch backup of format ${String(format.formatVersion)}; this version reads format ${BACKUP_FORMAT_VERSION}: restore it with a newer Torch`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new TarFormatError(`${MANIFEST_ENTRY} is incomplete`);
  return parsed.data;
}

interface Unpacked {
  manifest: BackupManifest;
  /** Spool file of each table, by table name. */
  tableFiles: Map<string, string>;
  uploadsDir: string;
  secretFile: string | undefined;
}

/** Unpacks the whole archive into `staging`, checking every entry against the manifest. */
async function unpack(file: string, staging: string): Promise<Unpacked> {
  let manifest: BackupManifest | undefined;
  const tableFiles = new Map<string, string>();
  const uploadsDir = path.join(staging, 'uploads');
  let files = 0;
  let uploadBytes = 0;
  let secretFile: string | undefined;

  // Not stream.pipeline: it settles as soon as gunzip fails, while this loop may still be
  // writing into the staging folder. Here the failure surfaces inside the loop, which then ends.
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const entry of readTar(gunzip as AsyncIterable<Buffer>)) {
      if (!manifest) {
        if (entry.path !== MANIFEST_ENTRY)
          throw new BackupError(
            `${file} is not a Torch backup (it does not start with a manifest)`,
          );
        manifest = parseManifest(await readAll(entry.body, MAX_MANIFEST_BYTES), file);
        continue;
      }
      const tableName = safeRelativePath(entry.path, DATABASE_PREFIX)?.replace(/\.ndjson$/, '');
      const table = manifest.database.tables.find(
        (candidate) => tableFile(candidate.name) === entry.path && candidate.name === tableName,
      );
      if (table) {
        if (tableFiles.has(table.name)) throw new TarFormatError(`${entry.path} appears twice`);
        const target = path.join(staging, `table-${tableFiles.size}.ndjson`);
        const hash = createHash('sha256');
        let lines = 0;
        await pipeline(
          entry.body,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              for (const byte of chunk) if (byte === 0x0a) lines += 1;
              yield chunk;
            }
          },
          fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }),
        );
        if (
          entry.size !== table.bytes ||
          hash.digest('hex') !== table.sha256 ||
          lines !== table.rows
        )
          throw new TarFormatError(`${entry.path} does not match its manifest`);
        tableFiles.set(table.name, target);
        continue;
      }
      const upload = safeRelativePath(entry.path, UPLOADS_PREFIX);
      if (upload) {
        const target = path.join(uploadsDir, ...upload.split('/'));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        try {
          await pipeline(entry.body, fs.createWriteStream(target, { flags: 'wx' }));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST')
            throw new TarFormatError(`${entry.path} appears twice`);
          throw error;
        }
        // Kept as they were, so browsers' cached copies (Last-Modified) stay valid.
        fs.utimesSync(target, entry.mtime, entry.mtime);
        files += 1;
        uploadBytes += entry.size;
        continue;
      }
      if (entry.path === JWT_SECRET_ENTRY && !secretFile) {
        secretFile = path.join(staging, 'jwt-secret');
        await pipeline(entry.body, fs.createWriteStream(secretFile, { flags: 'wx', mode: 0o600 }));
        continue;
      }
      throw new TarFormatError(`unexpected entry ${entry.path}`);
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }

  if (!manifest) throw new BackupError(`${file} is not a Torch backup (it holds no manifest)`);
  const missing = manifest.database.tables.find((table) => !tableFiles.has(table.name));
  if (missing) throw new TarFormatError(`${tableFile(missing.name)} is missing`);
  if (files !== manifest.uploads.files || uploadBytes !== manifest.uploads.bytes)
    throw new TarFormatError(
      `it holds ${files} upload files (${uploadBytes} bytes), its manifest says ${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`,
    );
  if (Boolean(secretFile) !== manifest.jwtSecret)
    throw new TarFormatError('the sign-in secret does not match its manifest');
  return { manifest, tableFiles, uploadsDir, secretFile };
}

/** Turns what reading a damaged archive throws into the one line the operator reads. */
function describeDamage(error: unknown, file: string): unknown {
  if (error instanceof BackupError) return error;
  const zlibCode = (error as { code?: unknown }).code;
  if (error instanceof TarFormatError)
    return new BackupError(`${file} is damaged (${error.message}); nothing was restored`);
  if (typeof zlibCode === 'string' && zlibCode.startsWith('Z_'))
    return new BackupError(
      `${file} is damaged (gzip: ${(error as Error).message}); nothing was restored`,
    );
  return error;
}

/** The archive exists and is gzip data: cheap checks before anything else happens. */
export function checkArchiveFile(file: string): void {
  let handle: number;
  try {
    handle = fs.openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup archive`);
    throw error;
  }
  const magic = Buffer.alloc(2);
  try {
    fs.readSync(handle, magic, 0, 2, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b)
    throw new BackupError(`${file} is not a Torch backup (not a gzip file)`);
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
