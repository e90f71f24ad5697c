/**
 * `npm run seed:demo`: adds the demo church's content (events, teachings, posts, leaders, teams,
 * campuses, page texts) to a database that has none, as a first start with SEED_DEMO=true would
 * (docs/configuration.md#demo-content). A database holding content, or seeded before, is left
 * alone. The church settings are not touched: the demo content shows under the church's name.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { readChurchTimeZone } from './modules/church/settings-reader';
import { calendarDate } from './modules/events/church-calendar';
import { seedDemoContent } from './modules/demo-content/seed';
import { openDatabase } from './server';

const config = loadConfig();
const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
try {
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const outcome = await seedDemoContent(database.db, {
      today: calendarDate(new Date(), await readChurchTimeZone(database.db)),
      uploadsDir: path.join(config.dataDir, 'uploads'),
    });
    const said = {
      seeded: 'Demo content added.',
      'already-seeded': 'The demo content was added to this database before: nothing to do.',
      'has-content':
        'This database already has events, teachings, posts, leaders, teams or campuses: the demo content was not added.',
    }[outcome.status];
    console.warn(said);
    if (outcome.status === 'has-content') process.exitCode = 1;
  } finally {
    await database.close();
  }
} finally {
  lock?.release();
}
