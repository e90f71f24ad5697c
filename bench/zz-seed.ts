import { openPostgres } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { churchOf, seedChurch } from './church/seed';
const database = openPostgres(process.argv[2]!);
await runMigrations(database);
await seedChurch(database, churchOf(Number(process.argv[3])));
await database.close();
