/**
 * A church of 20,000 members, for the journeys that check the app still works at that size
 * (docs/decisions/028-lists-page.md). It gets its own scratch PostgreSQL database, filled in
 * bulk SQL by the data benchmark's seed (seconds, no password hashing), and its own production
 * server on it, so the shared journeys' server never sees these rows. The seeded members have
 * no password: a journey signs in with a token issued here with the server's own secret.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TokenService } from '../../apps/server/src/auth/tokens';
import { openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { users } from '../../apps/server/src/db/schema';
import { createScratchDatabase } from '../../apps/server/test/scratch-database';
import { BENCH_MEMBER_EMAIL, churchOf, seedChurch } from '../../bench/church/seed';
import { startChurchServer, stopProcess } from '../../bench/lib/server-process';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface LargeChurch {
  baseUrl: string;
  /** A signed-in token of member 1, who has private conversations with fifty others. */
  memberToken: string;
  close(): Promise<void>;
}

export async function startLargeChurch(members = 20_000): Promise<LargeChurch> {
  const scratch = await createScratchDatabase(POSTGRES_URL, 'torch_e2e');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-e2e-church-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const cleanUp = async () => {
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const database = openPostgres(scratch.url);
    let memberId: string;
    try {
      await runMigrations(database);
      await seedChurch(database, churchOf(members));
      const [member] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, BENCH_MEMBER_EMAIL));
      memberId = member!.id;
    } finally {
      await database.close();
    }
    const { token } = await new TokenService(jwtSecret).issue(memberId);
    const server = await startChurchServer({ databaseUrl: scratch.url, jwtSecret, dataDir });
    return {
      baseUrl: server.url,
      memberToken: token,
      close: async () => {
        await stopProcess(server.child);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
