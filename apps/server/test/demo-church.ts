/** A test server with the demo church seeded on a pinned day: what the assistant's tests ask about. */
import { seedDemoContent } from '../src/modules/demo-content/seed';
import { createTestServer, type TestServer } from './test-server';

/** Thursday 12 March 2026, noon in Kampala. */
export const DEMO_NOW = new Date('2026-03-12T09:00:00Z');
export const DEMO_TODAY = '2026-03-12';

export async function createDemoChurch(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestServer>[1], 'now'> = {},
): Promise<TestServer> {
  const server = await createTestServer(env, { ...options, now: () => DEMO_NOW });
  await seedDemoContent(server.database.db, {
    today: DEMO_TODAY,
    uploadsDir: `${server.dataDir}/uploads`,
    now: DEMO_NOW,
  });
  return server;
}
