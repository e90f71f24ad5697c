/**
 * A real server for tests: the full app on a fresh database of its own (PGlite in memory, or
 * a new PostgreSQL database when TEST_DATABASE_URL is set, dropped afterwards).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultChurchSettings, type AuthResponse } from '@torch/contract';
import { buildApp, type AppDependencies, type TorchApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, wrapPglite, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema';
import {
  createScratchDatabase,
  databaseExists,
  migrationsDigest,
  onDatabaseServer,
  type ScratchDatabase,
} from './scratch-database';

export const TEST_PASSWORD = 'correct horse battery';
/** The key the app signs sessions with in tests (security tests forge tokens with it). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-to-sign';

/**
 * Test databases, one kept per test file and emptied between its tests: migrating takes seconds
 * and even copying a migrated database most of a second, while emptying every table takes tens
 * of milliseconds. A file that needs two databases at once gets a second one. What a database
 * starts from, the migrated schema, is made once per run (docs/testing.md#test-databases).
 */
interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: the scratch database, dropped when the file ends. */
  scratch?: ScratchDatabase;
  /** The tables emptied between tests, read once. */
  tables?: string;
}

const everyDatabase: TestDatabase[] = [];
const idleDatabases: TestDatabase[] = [];

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data directory, made by the run's first file and read by the rest. */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const cached = path.join(os.tmpdir(), `torch-test-template-${migrationsDigest()}.tar`);
    if (fs.existsSync(cached)) return new Blob([fs.readFileSync(cached)]);
    const template = await openPglite();
    await runMigrations(template);
    const dump = await (template as Extract<DatabaseHandle, { kind: 'pglite' }>).client.dumpDataDir(
      'none',
    );
    await template.close();
    // Written whole and then renamed, so a file reading it in parallel never sees half of it.
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, cached);
    return dump;
  })();
  return pgliteTemplate;
}

let postgresTemplate: Promise<string> | undefined;

/** The migrated PostgreSQL database new test databases are copied from, made once per server. */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `torch_template_${migrationsDigest().slice(0, 16)}`;
    if (await databaseExists(serverUrl, name)) return name;
    const building = await createScratchDatabase(serverUrl, `${name}_building`);
    const handle = openPostgres(building.url, 1);
    await runMigrations(handle);
    await handle.close();
    try {
      await onDatabaseServer(serverUrl, `alter database ${building.name} rename to ${name}`);
    } catch (error) {
      // Another test file made it first: use theirs.
      await building.drop();
      if (!(await databaseExists(serverUrl, name))) throw error;
    }
    return name;
  })();
  return postgresTemplate;
}

/** Migrates the database template ahead of the file's first test, outside any test's time limit. */
export async function warmTestDatabase(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  await (serverUrl ? migratedPostgresTemplate(serverUrl) : migratedPgliteTemplate());
}

async function newTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({
      loadDataDir: await migratedPgliteTemplate(),
      extensions: { pg_trgm },
    });
    return { handle: wrapPglite(client) };
  }
  const scratch = await createScratchDatabase(serverUrl, 'torch_test', {
    template: await migratedPostgresTemplate(serverUrl),
  });
  return { handle: openPostgres(scratch.url, 4), scratch };
}

/** Every row of every table gone, identities restarted: as the database was after migrating. */
async function emptyTables(database: TestDatabase): Promise<void> {
  if (database.tables === undefined) {
    const result: unknown = await database.handle.db.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    // Both drivers answer with `rows`; drizzle types the result by driver.
    const { rows } = result as { rows: { name: string }[] };
    database.tables = rows.map((row) => row.name).join(', ');
  }
  await database.handle.db.execute(sql.raw(`truncate ${database.tables} restart identity cascade`));
}

/**
 * A migrated, empty database for one test. `drop` gives it back for the file's next test;
 * a database the test closed, or one that cannot be emptied, is never handed out again.
 */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  let database = idleDatabases.pop();
  if (!database) {
    database = await newTestDatabase();
    everyDatabase.push(database);
  }
  const taken = database;
  let returned = false;
  return {
    handle: taken.handle,
    drop: async () => {
      if (returned) return;
      returned = true;
      try {
        await emptyTables(taken);
        idleDatabases.push(taken);
      } catch {
        // Closed by the test (a database that stops answering): closeTestDatabases removes it.
      }
    },
  };
}

/** Closes and removes every database the file opened (test/setup-databases.ts, after the file). */
export async function closeTestDatabases(): Promise<void> {
  idleDatabases.length = 0;
  for (const database of everyDatabase.splice(0)) {
    await database.handle.close().catch(() => undefined);
    await database.scratch?.drop();
  }
}

export interface TestServer extends TorchApp {
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestServer(
  env: Record<string, string> = {},
  options: Pick<
    AppDependencies,
    | 'sessionCacheTtlMs'
    | 'now'
    | 'loggerInstance'
    | 'redis'
    | 'mailQueue'
    | 'newsletterSend'
    | 'notifications'
  > = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-test-'));
  // Tests sign in many accounts from one address; the rate-limit tests set their own limits.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    PUBLIC_FORM_RATE_LIMIT_PER_IP: '1000',
    AI_RATE_LIMIT_PER_IP: '1000',
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  const torch = await buildApp({
    config,
    database: handle,
    jwtSecret: TEST_JWT_SECRET,
    ...options,
  });
  await torch.app.ready();
  return {
    ...torch,
    database: handle,
    dataDir,
    close: async () => {
      await torch.app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sharedHash: Promise<string> | undefined;

/** Factory: a stored account with the test password, signed in. */
export async function createUser(
  server: TestServer,
  overrides: {
    fullName?: string;
    email?: string;
    role?: 'User' | 'Admin' | 'Super-Admin';
    avatarUrl?: string;
    /** The address it signs in from (sign-in limits counted in a shared Redis need their own). */
    signInFrom?: string;
  } = {},
): Promise<AuthResponse & { password: string }> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `member-${crypto.randomUUID().slice(0, 8)}@example.org`;
  await server.database.db.insert(users).values({
    fullName: overrides.fullName ?? 'Test Member',
    email,
    passwordHash: await sharedHash,
    role: overrides.role ?? 'User',
    avatarUrl: overrides.avatarUrl,
  });
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...(overrides.signInFrom ? { remoteAddress: overrides.signInFrom } : {}),
    payload: { email, password: TEST_PASSWORD },
  });
  return { ...response.json<AuthResponse>(), password: TEST_PASSWORD };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Factory: a signed-in Admin. */
export const createAdmin = (
  server: TestServer,
  overrides: { fullName?: string; email?: string } = {},
) => createUser(server, { fullName: 'Church Admin', ...overrides, role: 'Admin' });

/** A valid image URL for forms that require one. */
export const SAMPLE_IMAGE_URL = '/uploads/blog_features/sample.webp';

/** Saves the church's settings with `timeZone` (the rest as a fresh install has them). */
export async function setChurchTimeZone(server: TestServer, timeZone: string): Promise<void> {
  await server.services.church.save({ ...defaultChurchSettings, timeZone });
}
