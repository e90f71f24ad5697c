/**
 * Writes one backup archive (gzip-compressed tar): manifest.json, every table's rows from one
 * consistent snapshot, the local uploads and the generated sign-in secret.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import serverPackage from '../../package.json' with { type: 'json' };
import type { DatabaseHandle } from '../db/client';
import {
  appliedMigrations,
  dumpTable,
  inTransaction,
  listTablesInDependencyOrder,
  readSequences,
  tableColumns,
  withSession,
} from './database-rows';
import { BackupError, formatBytes, plural, type Report } from './format';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  JWT_SECRET_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_PREFIX,
  tableFile,
  type BackupManifest,
  type TableManifest,
} from './manifest';
import { writeTar, type TarFileEntry } from './tar';
import { listUploadFiles } from './upload-files';

export interface BackupOptions {
  database: DatabaseHandle;
  dataDir: string;
  /** Where the archive goes; an existing file there is replaced once the new one is complete. */
  file: string;
  report?: Report;
  now?: Date;
}

export interface BackupSummary {
  file: string;
  tables: { name: string; rows: number }[];
  rows: number;
  files: number;
  uploadBytes: number;
  archiveBytes: number;
  jwtSecret: boolean;
}

interface DatabaseDump {
  migrations: BackupManifest['database']['migrations'];
  tables: (TableManifest & { spoolFile: string })[];
  sequences: BackupManifest['database']['sequences'];
}

/** Every table's rows into spool files (tar needs each size before the bytes), in one snapshot. */
async function dumpDatabase(database: DatabaseHandle, spoolDir: string): Promise<DatabaseDump> {
  return withSession(database, (session) =>
    // Repeatable read: every table is read as of one moment, while a live server keeps writing.
    inTransaction(session, 'begin isolation level repeatable read read only', async () => {
      const migrations = await appliedMigrations(session);
      const tables: DatabaseDump['tables'] = [];
      for (const [index, name] of (await listTablesInDependencyOrder(session)).entries()) {
        const columns = await tableColumns(session, name);
        const spoolFile = path.join(spoolDir, `${index}.ndjson`);
        const output = fs.createWriteStream(spoolFile, { flags: 'wx', mode: 0o600 });
        const hash = createHash('sha256');
        let bytes = 0;
        const rows = await dumpTable(session, name, async (row) => {
          const line = Buffer.from(`${row}\n`, 'utf8');
          hash.update(line);
          bytes += line.length;
          if (!output.write(line)) await once(output, 'drain');
        });
        output.end();
        await finished(output);
        tables.push({ name, columns, rows, bytes, sha256: hash.digest('hex'), spoolFile });
      }
      return { migrations, tables, sequences: await readSequences(session) };
    }),
  );
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

function readSecret(dataDir: string): Buffer | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, 'jwt-secret'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const report = options.report ?? (() => undefined);
  const file = path.resolve(options.file);
  const uploadsDir = path.join(options.dataDir, 'uploads');
  if (isInside(file, uploadsDir))
    throw new BackupError(`The archive cannot be written inside the uploads folder ${uploadsDir}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Spool files and the unfinished archive sit beside the archive: same disk, so the final
  // rename is atomic, and a failed run never leaves a file that looks like a backup.
  const work = fs.mkdtempSync(path.join(path.dirname(file), `.${path.basename(file)}.partial-`));
  try {
    report('Reading the database (one consistent snapshot)');
    const dump = await dumpDatabase(options.database, work);
    const rows = dump.tables.reduce((sum, table) => sum + table.rows, 0);
    report(`Read ${plural(dump.tables.length, 'table')}, ${plural(rows, 'row')}`);

    const uploads = await listUploadFiles(uploadsDir);
    const uploadBytes = uploads.reduce((sum, upload) => sum + upload.size, 0);
    report(`Found ${plural(uploads.length, 'upload file')} (${formatBytes(uploadBytes)})`);
    const secret = readSecret(options.dataDir);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: serverPackage.version,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: {
        engine: options.database.kind,
        migrations: dump.migrations,
        tables: dump.tables.map(({ spoolFile: _, ...table }) => table),
        sequences: dump.sequences,
      },
      uploads: { files: uploads.length, bytes: uploadBytes },
      jwtSecret: secret !== undefined,
    };
    const mtime = Math.floor(Date.parse(manifest.createdAt) / 1000);
    const bufferEntry = (entryPath: string, bytes: Buffer): TarFileEntry => ({
      path: entryPath,
      size: bytes.length,
      mtime,
      body: () => [bytes],
    });
    function* entries(): Generator<TarFileEntry> {
      yield bufferEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      for (const table of dump.tables) {
        yield {
          path: tableFile(table.name),
          size: table.bytes,
          mtime,
          body: () => fs.createReadStream(table.spoolFile),
        };
      }
      for (const upload of uploads) {
        yield {
          path: `${UPLOADS_PREFIX}${upload.relative}`,
          size: upload.size,
          mtime: upload.mtime,
          body: () => fs.createReadStream(upload.absolute),
        };
      }
      if (secret) yield bufferEntry(JWT_SECRET_ENTRY, secret);
    }

    report(`Writing ${file}`);
    const partial = path.join(work, 'archive.tar.gz');
    try {
      await pipeline(
        writeTar(entries()),
        zlib.createGzip(),
        fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      );
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && (error as NodeJS.ErrnoException).path?.startsWith(uploadsDir))
        throw new BackupError(
          `An upload was deleted while the backup ran (${(error as NodeJS.ErrnoException).path}); run the backup again`,
        );
      throw error;
    }
    // On disk before it takes the final name: a crash never leaves a truncated "backup".
    const handle = fs.openSync(partial, 'r');
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(partial, file);
    return {
      file,
      tables: dump.tables.map((table) => ({ name: table.name, rows: table.rows })),
      rows,
      files: uploads.length,
      uploadBytes,
      archiveBytes: fs.statSync(file).size,
      jwtSecret: manifest.jwtSecret,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
