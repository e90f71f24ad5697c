/**
 * The first half of a restore: the archive is unpacked into a staging folder and every entry
 * checked against the manifest before anything of the install is touched.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupError } from './format';
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
import { TarFormatError, readTar } from './tar';

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

export interface Unpacked {
  manifest: BackupManifest;
  /** Spool file of each table, by table name. */
  tableFiles: Map<string, string>;
  uploadsDir: string;
  secretFile: string | undefined;
}

/** Unpacks the whole archive into `staging`, checking every entry against the manifest. */
export async function unpack(file: string, staging: string): Promise<Unpacked> {
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
export function describeDamage(error: unknown, file: string): unknown {
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
