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
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, wrapPglite, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { createScratchDatabase } from './scratch-database';

export const TEST_PASSWORD = 'correct horse battery';
/** The key the app signs sessions with in tests (security tests forge tokens with it). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-to-sign';

let pgliteTemplate: Promise<PGlite> | undefined;

/** Migrating takes seconds; cloning a migrated template takes milliseconds. */
function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= openPglite().then(async (template) => {
    await runMigrations(template);
    return (template as Extract<DatabaseHandle, { kind: 'pglite' }>).client;
  });
  return pgliteTemplate;
}

/**
 * Migrates the file's PGlite template ahead of its first test, so a test that starts its own
 * server does not pay for the migrations inside its own time limit.
 */
export async function warmTestDatabase(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await migratedPgliteTemplate();
}

export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = wrapPglite((await (await migratedPgliteTemplate()).clone()) as PGlite);
    return { handle, drop: () => handle.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'torch_test');
  const handle = openPostgres(scratch.url, 4);
  await runMigrations(handle);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
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
