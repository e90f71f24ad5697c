import { defaultChurchSettings, type Donation, type DonationCreated } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, server, serverPerTestOnDemand } from '../../../test/harness';
import { FakeMobileMoney } from '../../../test/fake-mobile-money';
import { startTestSmtp } from '../../../test/smtp';
import { createUser, type TestServer } from '../../../test/test-server';
import { donationEvents, donations, receiptCounters } from '../../db/schema';
import { giftRequests } from '../../../test/gifts';
import { flagMismatch } from './mismatch';
import { receiptPrefix } from './receipts';

const startServer = serverPerTestOnDemand();
let network: FakeMobileMoney;

beforeEach(async () => {
  network = await new FakeMobileMoney().start();
});
afterEach(async () => {
  await network.stop();
});

/** A live-mode server talking to the fake networks; polling often unless a test says otherwise. */
const startLive = (env: Record<string, string> = {}) =>
  startServer({
    env: {
      ...network.env(),
      PAYMENTS_POLL_INTERVAL_MS: '100',
      PAYMENTS_TIMEOUT_MS: '500',
      ...env,
    },
  });

/** Polls so rarely that only a callback can prompt a lookup after the first round. */
const NO_POLLING = { PAYMENTS_POLL_INTERVAL_MS: '600000' };

const gift = giftRequests('gift-key', { email: 'esther@example.org' });

async function give(payload: object, token?: string, target: TestServer = server) {
  const response = await call(target, 'POST', '/api/donations', { payload, token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DonationCreated>();
}

const readStatus = async (created: DonationCreated, target: TestServer = server) =>
  (
    await call(target, 'GET', `/api/donations/${created._id}?reference=${created.reference}`)
  ).json<Donation>();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const finalStatus = (created: DonationCreated, target: TestServer = server) =>
  until(
    () => readStatus(created, target),
    (d) => d.status !== 'pending',
  );

const eventKinds = async (id: string, target: TestServer = server) =>
  (
    await target.database.db
      .select({ kind: donationEvents.kind })
      .from(donationEvents)
      .where(eq(donationEvents.donationId, id))
      .orderBy(donationEvents.createdAt)
  ).map((event) => event.kind);

const sendCallback = (path: 'mtn' | 'airtel', payload: object, target: TestServer = server) =>
  call(target, 'POST', `/api/donations/callbacks/${path}`, { payload });

describe('giving by MTN Mobile Money', () => {
  it('asks MTN to prompt the phone, and a callback confirmed by MTN gives a receipt', async () => {
    await startLive(NO_POLLING);
    const member = await createUser(server);
    const created = await give(gift(), member.token);
    expect(created).toEqual({
      _id: created._id,
      status: 'pending',
      reference: expect.any(String) as string,
    });

    const payment = network.payments.get(created._id)!;
    expect(payment.body).toEqual({
      amount: '25000',
      currency: 'UGX',
      externalId: created._id,
      payer: { partyIdType: 'MSISDN', partyId: '256772123456' },
      payerMessage: 'Gift to Torch Fellowship',
      payeeNote: 'Gift to Torch Fellowship',
    });
    expect(await readStatus(created)).toMatchObject({ status: 'pending', receiptNumber: null });

    network.settleMtn(created._id, 'SUCCESSFUL');
    const answered = await sendCallback(
      'mtn',
      FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL'),
    );
    expect(answered.json()).toEqual({ received: true });
    const done = await finalStatus(created);
    expect(done).toMatchObject({
      status: 'successful',
      amount: 25_000,
      fund: 'community-outreach',
      method: 'mtn',
      reason: null,
    });
    expect(done.receiptNumber).toMatch(/^TF-\d{4}-000001$/);
    expect(await eventKinds(created._id)).toEqual([
      'created',
      'requested',
      'callback',
      'successful',
    ]);
    const [row] = await server.database.db
      .select()
      .from(donations)
      .where(eq(donations.id, created._id));
    expect(row).toMatchObject({ userId: member.user._id, providerTransactionId: '363440463' });
    // One token served every call.
    expect(network.tokensIssued.mtn).toBe(1);
  });

  it('says why when the account has too little money', async () => {
    await startLive();
    const created = await give(gift());
    network.settleMtn(created._id, 'FAILED', 'NOT_ENOUGH_FUNDS');
    expect(await finalStatus(created)).toMatchObject({
      status: 'failed',
      receiptNumber: null,
      reason: 'There was not enough money on the mobile money account.',
    });
  });

  it('believes MTN, not a callback: a forged success leaves the gift pending', async () => {
    await startLive(NO_POLLING);
    const created = await give(gift());
    const forged = await sendCallback(
      'mtn',
      FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL'),
    );
    expect(forged.statusCode).toBe(200);
    await until(
      () => eventKinds(created._id),
      (kinds) => kinds.includes('callback'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readStatus(created)).status).toBe('pending');

    // MTN itself says it failed: the next callback (whatever it claims) finds that out.
    network.settleMtn(created._id, 'FAILED', 'APPROVAL_REJECTED');
    await sendCallback('mtn', FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL'));
    expect(await finalStatus(created)).toMatchObject({
      status: 'failed',
      receiptNumber: null,
      reason: 'The payment was declined on the phone.',
    });
    // Callbacks about unknown payments are answered the same way and change nothing.
    const unknown = await sendCallback('mtn', { externalId: 'not-ours', status: 'SUCCESSFUL' });
    expect(unknown.json()).toEqual({ received: true });
  });

  it('credits nothing when MTN reports another amount, currency or payer: the gift stays pending, flagged once', async () => {
    await startLive();
    const cases = [{ amount: '250' }, { currency: 'KES' }, { partyId: '256772999999' }];
    for (const reports of cases) {
      const created = await give(gift());
      network.settleMtn(created._id, 'SUCCESSFUL');
      network.reportMtn(created._id, reports);
      await sendCallback('mtn', FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL'));
      await until(
        () => eventKinds(created._id),
        (kinds) => kinds.includes('mismatch'),
      );
      // More polls and callbacks find the same and add nothing; nothing is credited.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await sendCallback('mtn', FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await readStatus(created), JSON.stringify(reports)).toMatchObject({
        status: 'pending',
        receiptNumber: null,
      });
      const kinds = await eventKinds(created._id);
      expect(kinds.filter((kind) => kind === 'mismatch')).toHaveLength(1);
      expect(kinds).not.toContain('successful');
    }
    const [flag] = await server.database.db
      .select()
      .from(donationEvents)
      .where(eq(donationEvents.kind, 'mismatch'))
      .orderBy(donationEvents.createdAt)
      .limit(1);
    expect(flag!.detail).toEqual({
      transactionId: '363440463',
      differences: ['amount 250, not 25000'],
    });
    // The same payment reported as asked is credited.
    const honest = await give(gift());
    network.settleMtn(honest._id, 'SUCCESSFUL');
    expect((await finalStatus(honest)).status).toBe('successful');
  });

  it('flags a gift once, and logs it once, when a callback and the poller find the mismatch together', async () => {
    await startLive(NO_POLLING);
    const created = await give(gift());
    const [row] = await server.database.db
      .select()
      .from(donations)
      .where(eq(donations.id, created._id));
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Parameters<
      typeof flagMismatch
    >[1];
    const detail = { transactionId: '363440463', differences: ['amount 250, not 25000'] };
    await Promise.all(
      Array.from({ length: 4 }, () =>
        flagMismatch(server.database.db, log, new Date(), row!, detail),
      ),
    );
    const kinds = await eventKinds(created._id);
    expect(kinds.filter((kind) => kind === 'mismatch')).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('retries a request whose answer was lost with the same reference: one payment', async () => {
    await startLive();
    network.slowRequests = 1;
    const created = await give(gift());
    const requests = network.requests.filter((r) => r.reference === created._id);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(network.payments.size).toBe(1);
    network.settleMtn(created._id, 'SUCCESSFUL');
    expect((await finalStatus(created)).status).toBe('successful');
  });
});

describe('giving by Airtel Money', () => {
  it('finishes a gift whose callback never came, by asking Airtel', async () => {
    await startLive();
    const created = await give(gift({ method: 'airtel', phone: '+256 700 123 456' }));
    const payment = network.payments.get(created._id)!;
    expect(payment.body).toMatchObject({
      subscriber: { country: 'UG', currency: 'UGX', msisdn: '700123456' },
      transaction: { amount: 25_000, country: 'UG', currency: 'UGX', id: created._id },
    });
    network.settleAirtel(created._id, 'TS');
    const done = await finalStatus(created);
    expect(done).toMatchObject({ status: 'successful', method: 'airtel' });
    expect(done.receiptNumber).toMatch(/^TF-\d{4}-000001$/);
  });

  it('mails the giver a receipt once the gift succeeds, and nothing for a failed one', async () => {
    const smtp = await startTestSmtp();
    try {
      await startLive({ SMTP_URL: smtp.url, MAIL_FROM: 'Torch <giving@torch.example>' });
      const given = await give(gift({ fullName: 'Esther <Nakato>' }));
      const refused = await give(gift({ email: 'other@example.org' }));
      const unmailed = await give(gift({ email: undefined }));
      network.settleMtn(refused._id, 'FAILED', 'NOT_ENOUGH_FUNDS');
      network.settleMtn(given._id, 'SUCCESSFUL');
      network.settleMtn(unmailed._id, 'SUCCESSFUL');
      const done = await finalStatus(given);
      await finalStatus(refused);
      await finalStatus(unmailed);

      const [receipt] = await smtp.waitFor(1);
      expect(receipt!.to).toMatchObject({ value: [{ address: 'esther@example.org' }] });
      expect(receipt!.subject).toBe(`Your gift to Torch Fellowship: receipt ${done.receiptNumber}`);
      expect(receipt!.text).toContain(
        'We received UGX 25,000 for Community Outreach by MTN Mobile Money on',
      );
      expect(receipt!.text).toContain(`Receipt number: ${done.receiptNumber}.`);
      expect(receipt!.html).toContain('Dear Esther &lt;Nakato&gt;,');
      // The printable receipt, opened with the giver's reference.
      expect(receipt!.text).toContain(
        `View and print your receipt: http://localhost:3000/#/giving/receipt/${given._id}?reference=${given.reference}`,
      );
      // The refused gift and the gift without an address are mailed nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('confirms a callback with Airtel, and a failure says so', async () => {
    await startLive(NO_POLLING);
    const created = await give(gift({ method: 'airtel', phone: '0752 123456' }));
    network.settleAirtel(created._id, 'TF');
    await sendCallback('airtel', FakeMobileMoney.airtelCallback(created._id, 'TS'));
    expect(await finalStatus(created)).toMatchObject({
      status: 'failed',
      reason: 'Airtel Money declined the payment: Insufficient balance',
    });
  });
});

describe('callbacks', () => {
  const callbackFrom = (remoteAddress: string, path: 'mtn' | 'airtel', payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/donations/callbacks/${path}`,
      payload,
      remoteAddress,
    });

  it('answers an id of 36 characters that is not a UUID like any unknown payment', async () => {
    await startLive(NO_POLLING);
    for (const id of [
      '------------------------------------',
      'g'.repeat(36),
      `${'0'.repeat(35)}-`,
    ]) {
      const mtn = await sendCallback('mtn', { externalId: id, status: 'SUCCESSFUL' });
      expect(mtn.statusCode, id).toBe(200);
      expect(mtn.json()).toEqual({ received: true });
      const airtel = await sendCallback('airtel', FakeMobileMoney.airtelCallback(id, 'TS'));
      expect(airtel.statusCode, id).toBe(200);
    }
  });

  it('turns away a flood from one address with 429, and keeps one audit row a minute per gift', async () => {
    await startLive(NO_POLLING);
    const created = await give(gift());
    const body = FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL');
    const answers = [];
    for (let i = 0; i < 300; i += 1) answers.push(await callbackFrom('198.51.100.7', 'mtn', body));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 120)).toEqual(Array.from({ length: 120 }, () => 200));
    expect(statuses.slice(120)).toEqual(Array.from({ length: 180 }, () => 429));
    expect(Number(answers[299]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address (a network's real callback) is still heard.
    expect((await callbackFrom('203.0.113.9', 'mtn', body)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await eventKinds(created._id)).filter((kind) => kind === 'callback')).toHaveLength(1);
  });

  it('prompts a few lookups a minute about one gift, however many addresses send callbacks', async () => {
    await startLive(NO_POLLING);
    const created = await give(gift());
    const body = FakeMobileMoney.mtnCallback(created._id, 'SUCCESSFUL');
    const lookedUp = () => network.lookups.filter((reference) => reference === created._id);
    for (let i = 0; i < 25; i += 1) {
      const before = lookedUp().length;
      expect((await callbackFrom(`198.51.100.${i + 1}`, 'mtn', body)).statusCode).toBe(200);
      // Each lookup is let finish before the next callback, so none is merged with another.
      await until(
        () => Promise.resolve(lookedUp().length),
        (count) => count > before,
        200,
      );
    }
    const lookups = lookedUp();
    // The first poll round's lookup, and ten prompted by callbacks.
    expect(lookups.length).toBeLessThanOrEqual(11);
    expect(lookups.length).toBeGreaterThanOrEqual(10);
    expect((await eventKinds(created._id)).filter((kind) => kind === 'callback')).toHaveLength(1);
  });
});

describe('one gift, one charge', () => {
  it('answers a repeated idempotencyKey with the same gift, sent together or apart', async () => {
    await startLive();
    const payload = gift();
    const [first, second] = await Promise.all([give(payload), give(payload)]);
    const third = await give(payload);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(network.requests).toHaveLength(1);
    expect(await server.database.db.select().from(donations)).toHaveLength(1);
  });

  it('answers a key sent again with another gift, or from another account, with 409 and no reference', async () => {
    await startLive();
    const member = await createUser(server);
    const payload = gift();
    const first = await give(payload, member.token);
    const reused = async (changes: object, token?: string) => {
      const response = await call(server, 'POST', '/api/donations', {
        payload: { ...payload, ...changes },
        token,
      });
      expect(response.statusCode, JSON.stringify(changes)).toBe(409);
      expect(response.body).not.toContain(first.reference);
      expect(response.body).not.toContain(first._id);
      return response.json<unknown>();
    };
    expect(await reused({ amount: 1_000 }, member.token)).toEqual({
      message: 'This idempotencyKey was sent with a different gift. Use a new key for a new gift.',
    });
    await reused({ phone: '0772 999999' }, member.token);
    await reused({ method: 'airtel', phone: '0752 123456' }, member.token);
    await reused({ fund: 'global-missions' }, member.token);
    // The same gift, but not from the account that made it: a visitor, or another member.
    await reused({});
    await reused({}, (await createUser(server)).token);
    // The giver's own retry still gets the gift back, and nothing was charged again.
    expect(await give(payload, member.token)).toEqual(first);
    expect(network.requests).toHaveLength(1);
    expect(await server.database.db.select().from(donations)).toHaveLength(1);
  });

  it('keeps a gift private to whoever holds its reference', async () => {
    await startLive();
    const created = await give(gift());
    const read = (query: string) => call(server, 'GET', `/api/donations/${created._id}${query}`);
    expect((await read('?reference=wrong')).json()).toEqual({ message: 'Donation not found' });
    expect((await read('')).json()).toEqual({
      message: 'reference is required',
      field: 'reference',
    });
    expect((await call(server, 'GET', '/api/donations')).statusCode).toBe(404);
  });
});

describe('what a gift must be', () => {
  it('refuses amounts, numbers, networks and funds that are not right, saying why', async () => {
    await startLive({ DONATION_MIN_UGX: '1000' });
    const refused = async (overrides: object) => {
      const response = await call(server, 'POST', '/api/donations', { payload: gift(overrides) });
      expect(response.statusCode).toBe(400);
      return response.json<unknown>();
    };
    expect(await refused({ amount: 500 })).toEqual({
      message: 'Amount must be between UGX 1,000 and UGX 10,000,000',
      field: 'amount',
    });
    expect(await refused({ amount: 20_000_000 })).toMatchObject({ field: 'amount' });
    expect(await refused({ amount: 2500.5 })).toEqual({
      message: 'Amount must be whole shillings',
      field: 'amount',
    });
    expect(await refused({ phone: '12345' })).toEqual({
      message: 'Enter a Ugandan mobile number such as 0772 123456',
      field: 'phone',
    });
    expect(await refused({ phone: '0700 123456' })).toEqual({
      message: 'This is not an MTN number: MTN Mobile Money numbers start 076, 077, 078, 039, 031',
      field: 'phone',
    });
    expect(await refused({ method: 'airtel', phone: '0772123456' })).toEqual({
      message: 'This is not an Airtel number: Airtel Money numbers start 070, 074, 075, 020',
      field: 'phone',
    });
    expect(await refused({ fund: 'building' })).toEqual({
      message: 'Fund must be one of: Ministry Operations, Community Outreach, Global Missions',
      field: 'fund',
    });
    expect(await refused({ method: 'card' })).toMatchObject({ field: 'method' });
    expect(network.requests).toHaveLength(0);
  });

  it('turns away a flood of gifts from one number', async () => {
    await startLive({ DONATION_RATE_LIMIT_PER_PHONE: '2' });
    await give(gift());
    await give(gift({ phone: '256772123456' }));
    const third = await call(server, 'POST', '/api/donations', { payload: gift() });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message: 'Too many gifts from this number. Please wait and try again later.',
    });
  });
});

describe('test mode', () => {
  it('says no money moves, approves a gift after a while, and fails or expires the test numbers', async () => {
    await startServer({
      env: {
        PAYMENTS_TEST_APPROVE_AFTER_MS: '300',
        PAYMENTS_POLL_INTERVAL_MS: '100',
        DONATION_EXPIRY_SECONDS: '1',
      },
    });
    const config = await call(server, 'GET', '/api/donations/config');
    expect(config.json()).toEqual({ mode: 'test', minAmount: 500, maxAmount: 10_000_000 });

    const approved = await give(gift());
    const poor = await give(gift({ phone: '0770000001' }));
    const silent = await give(gift({ method: 'airtel', phone: '0700000002' }));
    expect(await finalStatus(approved)).toMatchObject({ status: 'successful' });
    expect(await finalStatus(poor)).toMatchObject({
      status: 'failed',
      reason: 'There was not enough money on the mobile money account.',
    });
    expect(await finalStatus(silent)).toMatchObject({
      status: 'expired',
      reason: 'The payment was not approved on the phone in time.',
    });
    expect(network.requests).toHaveLength(0);
  });

  it('mails a receipt marked TEST, numbered in its own series, greeting no one by the name typed', async () => {
    const smtp = await startTestSmtp();
    try {
      await startServer({
        env: {
          PAYMENTS_TEST_APPROVE_AFTER_MS: '1',
          PAYMENTS_POLL_INTERVAL_MS: '50',
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Torch <giving@torch.example>',
        },
      });
      const done = await finalStatus(
        await give(
          gift({
            amount: 9_000_000,
            fullName: 'Your account is locked, call 0772 000000',
            email: 'anyone@example.org',
          }),
        ),
      );
      expect(done.receiptNumber).toMatch(/^TEST-\d{4}-000001$/);
      const [receipt] = await smtp.waitFor(1);
      expect(receipt!.subject).toBe(
        `TEST, no money moved: Torch Fellowship test receipt ${done.receiptNumber}`,
      );
      expect(receipt!.text).toMatch(/^Hello,\s+TEST RECEIPT: no money moved\./);
      expect(receipt!.text).toContain('this is not a receipt for a gift');
      expect(receipt!.text).not.toContain('Your account is locked');
      expect(receipt!.html).not.toContain('Your account is locked');
      // The live series is untouched: the church's first real gift is still TF-…-000001.
      expect(await server.database.db.select().from(receiptCounters)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe("a renamed church's gifts", () => {
  it("number new receipts with the new name's letters, keep the old numbers, and name it on the phone", async () => {
    await startLive();
    const first = await give(gift());
    network.settleMtn(first._id, 'SUCCESSFUL');
    const before = await finalStatus(first);
    expect(before.receiptNumber).toMatch(/^TF-\d{4}-000001$/);

    const owner = await createUser(server, { role: 'Super-Admin' });
    const renamed = await call(server, 'PUT', '/api/church', {
      token: owner.token,
      payload: { ...defaultChurchSettings, name: 'Light of Ntinda Church', shortName: 'Ntinda' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const second = await give(gift());
    expect(network.payments.get(second._id)!.body).toMatchObject({
      payerMessage: 'Gift to Light of Ntinda Church',
    });
    network.settleMtn(second._id, 'SUCCESSFUL');
    // One series whatever the name: the year's count goes on, under the new letters.
    expect((await finalStatus(second)).receiptNumber).toMatch(/^LONC-\d{4}-000002$/);
    expect((await readStatus(first)).receiptNumber).toBe(before.receiptNumber);
  });
});

describe('receiptPrefix', () => {
  it.each([
    [{ name: 'Torch Fellowship', shortName: 'Torch' }, 'TF'],
    [{ name: 'Grace Community Church', shortName: 'Grace' }, 'GCC'],
    [{ name: 'Hillsong', shortName: 'Hills 2' }, 'HILLS'],
    [{ name: 'Église Évangélique de Goma', shortName: 'EEG' }, 'ÉÉDG'],
    [{ name: 'St. Paul’s & All Saints', shortName: 'St Paul' }, 'SPAS'],
    [{ name: '7', shortName: '7' }, 'R'],
    [{ name: 'One', shortName: 'Abcdefghijklmnop' }, 'ABCDEFGH'],
  ])('%o gives %s', (church, prefix) => {
    expect(receiptPrefix(church)).toBe(prefix);
  });
});
