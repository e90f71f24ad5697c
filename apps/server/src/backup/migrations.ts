/**
 * Brings a database being restored to the schema the backup was taken at, so rows go back into
 * the tables they came from; the remaining migrations run afterwards, as after an upgrade.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from '../db/client';
import { findMigrationsFolder, runMigrations } from '../db/migrate';
import type { AppliedMigration } from './database-rows';

interface JournalEntry {
  tag: string;
  when: number;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this build of Torch knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  return readJournal(findMigrationsFolder()).entries;
}

/**
 * How many of the known migrations `applied` is, or undefined when `applied` is not a prefix of
 * them (a database from a newer or different build). drizzle tells migrations apart by `when`.
 */
export function migrationLevel(applied: AppliedMigration[]): number | undefined {
  const known = knownMigrations();
  if (applied.length > known.length) return undefined;
  for (const [index, migration] of applied.entries()) {
    if (Number(migration.createdAt) !== known[index]!.when) return undefined;
  }
  return applied.length;
}

/** Applies the first `level` known migrations (all of them through the server's own runner). */
export async function migrateToLevel(handle: DatabaseHandle, level: number): Promise<void> {
  const folder = findMigrationsFolder();
  const journal = readJournal(folder);
  if (level >= journal.entries.length) {
    await runMigrations(handle);
    return;
  }
  if (level === 0) return;
  // drizzle migrates to the end of a folder: give it a folder that ends where the backup did.
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-migrations-'));
  try {
    fs.mkdirSync(path.join(partial, 'meta'));
    const entries = journal.entries.slice(0, level);
    fs.writeFileSync(
      path.join(partial, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const entry of entries) {
      fs.copyFileSync(
        path.join(folder, `${entry.tag}.sql`),
        path.join(partial, `${entry.tag}.sql`),
      );
    }
    if (handle.kind === 'pglite') {
      await migratePglite(drizzlePglite(handle.client), { migrationsFolder: partial });
    } else {
      const connection = await handle.pool.connect();
      try {
        await migrateNodePg(drizzleNodePg(connection), { migrationsFolder: partial });
      } finally {
        connection.release();
      }
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
