/**
 * Starts a Torch server from a validated config: lock the data directory (PGlite), open and
 * migrate the database, build the app, make sure an admin can exist, listen. Returns a stop
 * function that shuts down gracefully.
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp, type TorchApp } from './app';
import { hashPassword, verifyPassword } from './auth/passwords';
import { loadOrCreateJwtSecret } from './auth/tokens';
import { configWarnings, type Config } from './config';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { createLogger } from './logger';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoContentOnStart } from './modules/demo-content/seed';
import type { AdminState } from './start-summary';

const HOUR = 60 * 60 * 1000;

export interface RunningServer extends TorchApp {
  url: string;
  /** Who could run the admin area at start, for the summary on a terminal (start-summary.ts). */
  admin: AdminState;
  stop(): Promise<void>;
}

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'db'));
}

/**
 * Makes sure someone can run the admin area (docs/configuration.md#the-first-account): the
 * ADMIN_EMAIL account, or, with no admin yet, the first registration. In production that
 * registration needs the setup code printed here, once, so a stranger who registers first on a
 * fresh install gets nothing. Answers which of these the install is left with.
 */
export async function ensureAdmin(torch: TorchApp, config: Config): Promise<AdminState> {
  const { app, services } = torch;
  if (config.admin) {
    const { email, password } = config.admin;
    const outcome = await services.users.ensureSuperAdmin(email, {
      create: () => hashPassword(password),
      provedBy: (passwordHash) => verifyPassword(passwordHash, password),
    });
    if (outcome === 'refused')
      app.log.error(
        `ADMIN_EMAIL: ${email} already has an account whose password is not ADMIN_PASSWORD, so it ` +
          'was NOT made Super-Admin: someone may have registered that address before you. If the ' +
          'address is yours, choose "Forgot password?" on the sign-in page, set ADMIN_PASSWORD as ' +
          'its password and restart; or set another ADMIN_EMAIL.',
      );
    else if (outcome !== 'unchanged') app.log.warn(`ADMIN_EMAIL: Super-Admin account ${outcome}`);
  }
  if (await services.users.hasAdmin()) return { kind: 'exists' };
  if (services.firstAdmin.codeRequired) {
    const code = services.firstAdmin.open();
    const notice =
      `No admin account exists yet. Setup code: ${code} - type it into "Setup code" on the ` +
      'Create account screen to become Super-Admin; it works once, until this server restarts. ' +
      'Without it a new account is an ordinary member. Or set ADMIN_EMAIL and ADMIN_PASSWORD.';
    // Without the code nobody can become admin: a LOG_LEVEL that hides warnings must not hide
    // it, so it then goes straight to stderr (docs/configuration.md#the-first-account).
    if (['error', 'fatal', 'silent'].includes(app.log.level)) process.stderr.write(`${notice}\n`);
    else app.log.warn(notice);
    return { kind: 'setup-code', code };
  }
  app.log.warn(
    'No admin account exists yet: the first account registered becomes Super-Admin. ' +
      'Register now, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
  );
  return { kind: 'first-registration' };
}

export async function startServer(config: Config): Promise<RunningServer> {
  // Several instances may share PostgreSQL; only the embedded database needs the directory to itself.
  const lock: DataDirLock | undefined = config.databaseUrl
    ? undefined
    : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  let redis: Redis | undefined;
  try {
    database = await openDatabase(config);
    await runMigrations(database);
    const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
    redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    const logger = createLogger(config.logLevel);
    const torch = await buildApp({
      config,
      database,
      jwtSecret,
      loggerInstance: logger,
      ...(redis ? { redis } : {}),
    });
    for (const warning of configWarnings(config)) torch.app.log.warn(warning);
    const admin = await ensureAdmin(torch, config);
    await seedDemoContentOnStart(database.db, {
      enabled: config.seedDemo,
      today: await torch.services.events.today(),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      log: torch.app.log,
    });
    const sweep = setInterval(() => {
      torch.services.sessions.sweepExpiredRevocations().catch((error: unknown) => {
        torch.app.log.warn({ err: error }, 'could not sweep expired token revocations');
      });
    }, HOUR);
    sweep.unref();

    const url = await torch.app.listen({ port: config.port, host: config.host });
    // The log is buffered (logger.ts): whoever waits for "Server listening" sees it now.
    logger.flush();
    const openedDatabase = database;
    const openedRedis = redis;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        clearInterval(sweep);
        // Not ready from now on: /api/ready tells load balancers to send traffic elsewhere.
        torch.app.readiness.beginDraining();
        // Stops accepting, lets in-flight requests finish, closes sockets.
        await torch.app.close();
        await openedDatabase.close();
        openedRedis?.disconnect();
        lock?.release();
      })();
      return stopping;
    };
    return { ...torch, url, admin, stop };
  } catch (error) {
    await database?.close().catch(() => undefined);
    redis?.disconnect();
    lock?.release();
    throw error;
  }
}
