/** `npm run db:migrate`: applies pending migrations and exits (the server also does this at start). */
import { loadConfig } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { openDatabase } from './server';

const config = loadConfig();
const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
try {
  const database = await openDatabase(config);
  await runMigrations(database);
  await database.close();
  console.warn(
    `Migrations applied (${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir}).`,
  );
} finally {
  lock?.release();
}
