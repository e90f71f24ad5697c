/**
 * Gifts across restarts and instances: a server started on the database another left resumes
 * its pending gifts, and two instances told of one payment at once finish it once.
 */
import type { DonationCreated } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type TorchApp } from '../../app';
import { loadConfig } from '../../config';
import { donationEvents, donations } from '../../db/schema';
import { FakeMobileMoney } from '../../../test/fake-mobile-money';
import { openTestDatabase, TEST_JWT_SECRET } from '../../../test/test-server';

let network: FakeMobileMoney;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const open: TorchApp[] = [];

beforeEach(async () => {
  network = await new FakeMobileMoney().start();
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const app of open.splice(0)) await app.app.close();
  await database.drop();
  await network.stop();
});

/** One instance of the server on the shared database. */
async function startInstance(env: Record<string, string>): Promise<TorchApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_FORM_RATE_LIMIT_PER_IP: '1000',
    PAYMENTS_TIMEOUT_MS: '500',
    ...network.env(),
    ...env,
  });
  const torch = await buildApp({ config, database: database.handle, jwtSecret: TEST_JWT_SECRET });
  await torch.app.ready();
  open.push(torch);
  return torch;
}

async function give(instance: TorchApp): Promise<DonationCreated> {
  const response = await instance.app.inject({
    method: 'POST',
    url: '/api/donations',
    payload: {
      amount: 50_000,
      fund: 'global-missions',
      method: 'mtn',
      phone: '0782 000111',
      fullName: 'Joseph Okello',
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DonationCreated>();
}

const stored = async (id: string) =>
  (await database.handle.db.select().from(donations).where(eq(donations.id, id)))[0]!;

async function untilFinal(id: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while ((await stored(id)).status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return stored(id);
}

describe('gifts across restarts and instances', () => {
  it('resumes a pending gift after a restart and finishes it', async () => {
    const first = await startInstance({ PAYMENTS_POLL_INTERVAL_MS: '600000' });
    const created = await give(first);
    await first.app.close();
    open.splice(open.indexOf(first), 1);

    network.settleMtn(created._id, 'SUCCESSFUL');
    await startInstance({ PAYMENTS_POLL_INTERVAL_MS: '100' });
    const done = await untilFinal(created._id);
    expect(done.status).toBe('successful');
    expect(done.receiptNumber).toMatch(/^TF-\d{4}-000001$/);
    expect(network.requests).toHaveLength(1);
  });

  it('finishes a gift once when two instances hear of it together', async () => {
    const quiet = { PAYMENTS_POLL_INTERVAL_MS: '600000' };
    const [one, two] = [await startInstance(quiet), await startInstance(quiet)];
    const created = await give(one);
    network.settleMtn(created._id, 'SUCCESSFUL');
    const callback = FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL');
    const answers = await Promise.all(
      [one, two, one, two].map((instance) =>
        instance.app.inject({
          method: 'POST',
          url: '/api/donations/callbacks/mtn',
          payload: callback,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const done = await untilFinal(created._id);
    expect(done.status).toBe('successful');
    // Let every lookup the callbacks started finish before counting.
    await Promise.all([one, two].map((instance) => instance.app.close()));
    open.splice(0);
    const successes = await database.handle.db
      .select()
      .from(donationEvents)
      .where(eq(donationEvents.kind, 'successful'));
    expect(successes).toHaveLength(1);
    expect((await stored(created._id)).receiptNumber).toMatch(/^TF-\d{4}-000001$/);
  });

  it('numbers receipts one after another within a year, even when gifts finish together', async () => {
    const instance = await startInstance({ PAYMENTS_POLL_INTERVAL_MS: '600000' });
    const gifts = await Promise.all([give(instance), give(instance), give(instance)]);
    for (const created of gifts) network.settleMtn(created._id, 'SUCCESSFUL');
    await Promise.all(
      gifts.map((created) =>
        instance.app.inject({
          method: 'POST',
          url: '/api/donations/callbacks/mtn',
          payload: FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL'),
        }),
      ),
    );
    const numbers = await Promise.all(
      gifts.map(async (g) => (await untilFinal(g._id)).receiptNumber),
    );
    expect(numbers.map((n) => n!.slice(-6)).sort()).toEqual(['000001', '000002', '000003']);
  });
});
