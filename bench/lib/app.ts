/**
 * The full app in the benchmark's own process, as api, chat and assistant measure it: a fresh
 * DATA_DIR, PGlite there (or a scratch database when BENCH_DATABASE_URL names a PostgreSQL
 * server), the schema migrated, and the real request log written where it costs what a file
 * would, not to the terminal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../apps/server/src/logger';
import { buildApp, type TorchApp } from '../../apps/server/src/app';
import { loadConfig, type Config } from '../../apps/server/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { createScratchDatabase } from '../../apps/server/test/scratch-database';

/** The secret the in-process app signs its tokens with. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-to-sign';

export interface BenchApp extends TorchApp {
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Stops the app, closes (and on PostgreSQL drops) the database, removes DATA_DIR. */
  close(): Promise<void>;
}

/** On PostgreSQL a run gets a database of its own, dropped at the end. */
export const withScratchDatabase = (serverUrl: string) =>
  createScratchDatabase(serverUrl, 'torch_bench');

export async function startApp(
  options: {
    /** Settings beyond DATA_DIR and SEED_DEMO=false. */
    env?: Record<string, string>;
    /** Runs once the app is built, before it listens (seeding demo content, say). */
    prepare?: (app: Omit<BenchApp, 'url' | 'close'>) => Promise<unknown>;
  } = {},
): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-bench-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const scratch = serverUrl ? await withScratchDatabase(serverUrl) : undefined;
  const database = scratch ? openPostgres(scratch.url) : await openPglite(path.join(dataDir, 'db'));
  await runMigrations(database);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...options.env });
  const logger = createLogger('info', '/dev/null');
  const torch = await buildApp({
    config,
    database,
    jwtSecret: BENCH_JWT_SECRET,
    loggerInstance: logger,
  });
  await options.prepare?.({ ...torch, config, database, dataDir });
  const url = await torch.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...torch,
    config,
    database,
    dataDir,
    url,
    close: async () => {
      await torch.app.close();
      await database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
