/** Two instances on one database and one Redis: a sign-out on one is refused on the other at once. */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-server';
import { users } from '../db/schema';
import { SessionCache } from './session-cache';
import { SessionService } from './sessions';
import { TokenService } from './tokens';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function instance(database: Awaited<ReturnType<typeof openTestDatabase>>['handle']) {
  const redis = new Redis(redisUrl);
  // A long cache lifetime: only the invalidation message can make the other instance notice.
  const cache = new SessionCache(60_000, redis);
  await cache.listen();
  cleanups.push(
    () => cache.close(),
    () => redis.disconnect(),
  );
  return new SessionService(
    database.db,
    new TokenService('shared-secret-long-enough-for-hs256'),
    cache,
  );
}

describe('sessions across instances', () => {
  it('refuses on instance B a token signed out on instance A', async () => {
    const { handle, drop } = await openTestDatabase();
    cleanups.push(drop);
    const [user] = await handle.db
      .insert(users)
      .values({ fullName: 'Two Tabs', email: 'tabs@example.org', passwordHash: 'x' })
      .returning();
    const onA = await instance(handle);
    const onB = await instance(handle);
    const { token } = await new TokenService('shared-secret-long-enough-for-hs256').issue(user!.id);
    const header = `Bearer ${token}`;

    const viewerOnA = await onA.authenticate(header);
    await onB.authenticate(header);
    await onA.revoke(viewerOnA);
    // Pub/sub delivery is asynchronous but quick; poll briefly rather than sleep blindly.
    const deadline = Date.now() + 2_000;
    let refused = false;
    while (!refused && Date.now() < deadline) {
      refused = await onB.authenticate(header).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
  });
});
