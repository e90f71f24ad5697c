/**
 * Tests that mail through a real SMTP server (test/smtp.ts), in the two shapes they take: one
 * server per test (`serverPerTestWithMail`), or several instances of the app on one database
 * (`instancesOnOneDatabase`), to show that work shared through the database is done once. Each
 * registers its own beforeEach and afterEach; the SMTP server and database are new per test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { buildApp, type AppDependencies, type TorchApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { serverPerTestOnDemand, type ServerFixture } from './harness';
import { startTestSmtp, type TestSmtp } from './smtp';
import { openTestDatabase, TEST_JWT_SECRET, type TestServer } from './test-server';

/** The test's SMTP server as it is now: each test gets a new one behind the same object. */
function currentSmtp(get: () => TestSmtp): TestSmtp {
  return {
    get url() {
      return get().url;
    },
    get received() {
      return get().received;
    },
    get connections() {
      return get().connections;
    },
    failNext: (count, code) => get().failNext(count, code),
    waitFor: (count, timeoutMs) => get().waitFor(count, timeoutMs),
    close: () => get().close(),
  };
}

/**
 * A server per test whose mail goes to the returned SMTP server. `fixture` is asked before each
 * test (reset the test's clock there); the queue retries in milliseconds unless it says otherwise.
 */
export function serverPerTestWithMail(fixture: () => ServerFixture): TestSmtp {
  const startServer = serverPerTestOnDemand();
  let smtp: TestSmtp;
  beforeEach(async () => {
    smtp = await startTestSmtp();
    const { env, options, ...rest } = fixture();
    await startServer({
      ...rest,
      env: { SMTP_URL: smtp.url, ...env },
      options: { ...options, mailQueue: { pollMs: 50, retryBaseMs: 50, ...options?.mailQueue } },
    });
  });
  afterEach(() => smtp.close());
  return currentSmtp(() => smtp);
}

type InstanceDependencies = Omit<AppDependencies, 'config' | 'database' | 'jwtSecret'>;

export interface InstancesOnOneDatabase {
  readonly smtp: TestSmtp;
  /** The test's one database, which every instance shares. */
  readonly database: DatabaseHandle;
  /**
   * A ready instance, silent, with its own data directory, mailing the test's SMTP server;
   * `env` adds to or (with '') unsets its configuration.
   */
  start(env: Record<string, string>, deps: InstanceDependencies): Promise<TestServer>;
  /** Closes an instance before the test ends (a restart). */
  stop(torch: TorchApp): Promise<void>;
}

export function instancesOnOneDatabase(): InstancesOnOneDatabase {
  let smtp: TestSmtp;
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  const running: TorchApp[] = [];
  const dataDirs: string[] = [];
  beforeEach(async () => {
    smtp = await startTestSmtp();
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const torch of running.splice(0)) await torch.app.close();
    await database.drop();
    await smtp.close();
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    smtp: currentSmtp(() => smtp),
    get database() {
      return database.handle;
    },
    async start(env, deps) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-instance-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SMTP_URL: smtp.url,
        ...env,
      });
      const torch = await buildApp({
        ...deps,
        config,
        database: database.handle,
        jwtSecret: TEST_JWT_SECRET,
      });
      await torch.app.ready();
      const instance = {
        ...torch,
        database: database.handle,
        dataDir,
        close: () => torch.app.close(),
      };
      running.push(instance);
      return instance;
    },
    async stop(torch) {
      running.splice(running.indexOf(torch), 1);
      await torch.app.close();
    },
  };
}
