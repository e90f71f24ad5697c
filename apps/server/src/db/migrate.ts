/** Applies the committed drizzle-kit migrations; safe to run from several instances at once. */
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Any number, the same in every instance: it names the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 7_203_114;

/**
 * The migrations folder sits at the package root; this file runs from src/db (tests, tsx)
 * or from dist (the bundle), so look upwards for it.
 */
export function findMigrationsFolder(start = import.meta.dirname): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the drizzle migrations folder');
    dir = parent;
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder });
    return;
  }
  // Instances starting together would otherwise race to create the same tables: hold a
  // session lock on one connection and migrate through that very connection.
  const connection = await handle.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg(connection), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
