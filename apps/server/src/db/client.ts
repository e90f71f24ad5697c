/**
 * Opens the database in one of its two shapes: PGlite embedded under DATA_DIR (the default)
 * or PostgreSQL over DATABASE_URL. Both speak the same Postgres dialect, so the rest of the
 * server only ever sees `Database`.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback is given. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface HandleBase {
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The driver stays reachable for the few jobs that need it (migrations, backups). */
export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; client: PGlite })
  | (HandleBase & { kind: 'postgres'; pool: pg.Pool });

/**
 * PGlite's Postgres sized for a small server (docs/decisions/043-light-server-first-steps.md): its memory lives in
 * one WebAssembly buffer that grows and never shrinks, so Postgres's defaults (128 MB of shared
 * buffers, 64 MB for index builds) became resident for good. A church's whole database fits in
 * far less; the operating system's page cache still holds the files.
 */
export const EMBEDDED_MEMORY = {
  postgresqlconf: [
    'shared_buffers = 16MB',
    'maintenance_work_mem = 16MB',
    'work_mem = 2MB',
    'temp_buffers = 2MB',
  ],
};

/** PGlite in a directory (persisted) or, with no directory, in memory (tests). */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  // pg_trgm serves the lists' "contains" searches, as it does on PostgreSQL.
  const options = { extensions: { pg_trgm }, ...EMBEDDED_MEMORY };
  return wrapPglite(
    directory ? await PGlite.create(directory, options) : await PGlite.create(options),
  );
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  // The two drivers differ only in their result type, which no query of ours reads directly.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    // Fail a health check quickly rather than hang when the server is gone.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server emits here; without a listener Node would crash.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
