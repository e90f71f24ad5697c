/**
 * A PostgreSQL database of its own, made on a server for one test file, install or benchmark run
 * and dropped after it, so runs on the same server never see each other's rows.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { findMigrationsFolder } from '../src/db/migrate';

export interface ScratchDatabase {
  name: string;
  /** The server's URL with the new database's name in its path. */
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  /** A database to copy (it must have no connections open), instead of an empty one. */
  { template }: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await onDatabaseServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // `with (force)`: a connection some failure left open does not keep the database alive.
    drop: () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

export async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Names the schema the migrations make, so a migrated template made by an earlier run is used
 * again only while the migrations, and the PGlite that ran them, are the same.
 */
export function migrationsDigest(): string {
  const folder = findMigrationsFolder();
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pglite), '..', 'package.json')));
  return hash.digest('hex');
}
