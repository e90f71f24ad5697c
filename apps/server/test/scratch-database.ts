/**
 * A PostgreSQL database of its own, made on a server for one test file, install or benchmark run
 * and dropped after it, so runs on the same server never see each other's rows.
 */
import pg from 'pg';

export interface ScratchDatabase {
  /** The server's URL with the new database's name in its path. */
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // `with (force)`: a connection some failure left open does not keep the database alive.
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
