/** What a backup archive holds, and the names of its entries: the first entry, manifest.json, says. */
import { z } from 'zod';

export const BACKUP_FORMAT = 'torch-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_PREFIX = 'database/';
export const UPLOADS_PREFIX = 'uploads/';
export const JWT_SECRET_ENTRY = 'secrets/jwt-secret';

export const tableFile = (table: string) => `${DATABASE_PREFIX}${table}.ndjson`;

const tableSchema = z.object({
  name: z.string().min(1),
  /** The columns each row holds, in table order. */
  columns: z.array(z.string().min(1)),
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    /** drizzle's record of applied migrations (created_at is the journal's `when`), oldest first. */
    migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
    /** In foreign-key order: a table comes after every table it references. */
    tables: z.array(tableSchema),
    /** Bigints as decimal strings: exact whatever their size. */
    sequences: z.array(
      z.object({ name: z.string().min(1), lastValue: z.string(), isCalled: z.boolean() }),
    ),
  }),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  jwtSecret: z.boolean(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableManifest = z.infer<typeof tableSchema>;
