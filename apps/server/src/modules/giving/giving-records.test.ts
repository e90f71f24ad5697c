/**
 * What giving leaves behind (docs/giving.md#receipts, #what-staff-see): receipts for whoever holds
 * the reference, a member's history and statement, and the staff's totals, list and CSV, with
 * test-mode gifts never counted as money, and phone numbers masked below Super-Admin.
 */
import {
  type AdminDonation,
  defaultChurchSettings,
  type DonationCreated,
  type DonationReceipt,
  type GivingStatement,
  type GivingTotals,
  type MemberDonation,
} from '@torch/contract';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminToken, call, readOk, server, serverPerTest, UNKNOWN_ID } from '../../../test/harness';
import { createUser } from '../../../test/test-server';
import { donations } from '../../db/schema';
import { giftRequests } from '../../../test/gifts';

serverPerTest({
  admin: true,
  env: { PAYMENTS_TEST_APPROVE_AFTER_MS: '1', PAYMENTS_POLL_INTERVAL_MS: '50' },
});

const gift = giftRequests('records-key');

/** A gift through the simulator (this server runs in test mode), once it is final. */
async function giveAndWait(payload: object, token?: string) {
  const response = await call(server, 'POST', '/api/donations', { payload, token });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<DonationCreated>();
  const deadline = Date.now() + 5000;
  for (;;) {
    const status = (
      await call(server, 'GET', `/api/donations/${created._id}?reference=${created.reference}`)
    ).json<{ status: string }>().status;
    if (status !== 'pending' || Date.now() > deadline) return created;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let liveReceipts = 0;
/** A live gift as the networks left it (no network runs here), received `daysAgo` days ago. */
async function storeLiveGift(values: Partial<typeof donations.$inferInsert> = {}, daysAgo = 0) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const successful = (values.status ?? 'successful') === 'successful';
  const [row] = await server.database.db
    .insert(donations)
    .values({
      reference: crypto.randomUUID(),
      idempotencyKey: crypto.randomUUID(),
      amount: 50_000,
      fund: 'global-missions',
      method: 'airtel',
      phone: '256701234567',
      fullName: 'Moses Okello',
      mode: 'live',
      status: 'successful',
      receiptNumber: successful ? `TF-LIVE-${String((liveReceipts += 1)).padStart(6, '0')}` : null,
      createdAt: at,
      finishedAt: at,
      expiresAt: at,
      ...values,
    })
    .returning();
  return row!;
}

const superAdmin = () => createUser(server, { role: 'Super-Admin' }).then((user) => user.token);

describe('receipts', () => {
  it('are read with the reference and show the phone masked; a wrong reference finds nothing', async () => {
    const created = await giveAndWait(gift());
    const receipt = await readOk<DonationReceipt>(
      `/api/donations/${created._id}/receipt?reference=${created.reference}`,
    );
    expect(receipt).toMatchObject({
      amount: 25_000,
      fund: 'community-outreach',
      method: 'mtn',
      phone: '2567•••••456',
      fullName: 'Esther Nakato',
      mode: 'test',
    });
    expect(receipt.receiptNumber).toMatch(/^TEST-\d{4}-\d{6}$/);
    const wrong = await call(server, 'GET', `/api/donations/${created._id}/receipt?reference=nope`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'Donation not found' });
  });

  it('do not exist for a gift that failed', async () => {
    // The simulator's documented number for a giver without the funds.
    const created = await giveAndWait(gift({ phone: '0770 000001' }));
    const response = await call(
      server,
      'GET',
      `/api/donations/${created._id}/receipt?reference=${created.reference}`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("a member's giving", () => {
  it('links gifts given while signed in to the member, never to a name in the body', async () => {
    const member = await createUser(server, { fullName: 'Grace Atim' });
    const other = await createUser(server);
    await giveAndWait(gift(), member.token);
    await giveAndWait(gift({ fullName: 'Someone Else' }));
    const mine = await call(server, 'GET', '/api/profile/donations?limit=1', {
      token: member.token,
    });
    expect(mine.headers['x-total-count']).toBe('1');
    const [own] = mine.json<MemberDonation[]>();
    expect(own).toMatchObject({ status: 'successful', amount: 25_000, mode: 'test' });
    // The reference in the history opens the receipt.
    await readOk(`/api/donations/${own!._id}/receipt?reference=${own!.reference}`);
    expect(await readOk<MemberDonation[]>('/api/profile/donations', other.token)).toEqual([]);
  });

  it("pages through a member's history, newest first", async () => {
    const member = await createUser(server);
    for (const amount of [1000, 2000, 3000]) await giveAndWait(gift({ amount }), member.token);
    const first = await call(server, 'GET', '/api/profile/donations?limit=2', {
      token: member.token,
    });
    expect(first.json<MemberDonation[]>().map((d) => d.amount)).toEqual([3000, 2000]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    const rest = await readOk<MemberDonation[]>(
      new URL(next, 'http://x').pathname + new URL(next, 'http://x').search,
      member.token,
    );
    expect(rest.map((d) => d.amount)).toEqual([1000]);
  });

  it("states a year's successful gifts with totals by fund, in the server's mode only", async () => {
    const member = await createUser(server, { fullName: 'Grace Atim' });
    await giveAndWait(gift({ amount: 10_000 }), member.token);
    await giveAndWait(gift({ amount: 5_000, fund: 'global-missions' }), member.token);
    await giveAndWait(gift({ phone: '0770 000001' }), member.token); // fails: not stated
    await storeLiveGift({ userId: member.user.id }); // another mode: not stated here
    const year = new Date().getFullYear();
    const statement = await readOk<GivingStatement>(
      `/api/profile/giving-statement?year=${year}`,
      member.token,
    );
    expect(statement).toMatchObject({ year, fullName: 'Grace Atim', mode: 'test' });
    expect(statement.total).toEqual({ amount: 15_000, count: 2 });
    expect(statement.byFund).toEqual([
      { fund: 'ministry-operations', amount: 0, count: 0 },
      { fund: 'community-outreach', amount: 10_000, count: 1 },
      { fund: 'global-missions', amount: 5_000, count: 1 },
    ]);
    const last = await readOk<GivingStatement>(
      `/api/profile/giving-statement?year=${year - 1}`,
      member.token,
    );
    expect(last.total).toEqual({ amount: 0, count: 0 });
    const bad = await call(server, 'GET', '/api/profile/giving-statement?year=abc', {
      token: member.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('year');
  });
});

describe("the staff's giving screen", () => {
  beforeEach(async () => {
    await giveAndWait(gift({ amount: 25_000 }));
    await storeLiveGift({ amount: 50_000 });
    await storeLiveGift(
      {
        amount: 20_000,
        fund: 'ministry-operations',
        method: 'mtn',
        phone: '256772999111',
        receiptNumber: 'TF-2025-000777',
      },
      40,
    );
    await storeLiveGift({ status: 'failed', amount: 99_000, fullName: 'Failed Giver' });
  });

  it('totals test gifts and live gifts apart, counting only successful ones', async () => {
    const live = await readOk<GivingTotals>('/api/admin/donations/totals', adminToken);
    expect(live.mode).toBe('live');
    expect(live.today).toEqual({ amount: 50_000, count: 1 });
    expect(live.byDay).toHaveLength(30);
    expect(live.byDay.at(-1)).toMatchObject({ amount: 50_000, count: 1 });
    expect(live.byMonth).toHaveLength(12);
    expect(live.byMonth.reduce((sum, month) => sum + month.amount, 0)).toBe(70_000);
    expect(live.byFund.find((f) => f.fund === 'global-missions')?.amount).toBe(50_000);
    const test = await readOk<GivingTotals>('/api/admin/donations/totals?mode=test', adminToken);
    expect(test.today).toEqual({ amount: 25_000, count: 1 });
    expect(test.byFund.find((f) => f.fund === 'community-outreach')?.amount).toBe(25_000);
  });

  it('lists one mode a page at a time, with filters and a search by name or receipt', async () => {
    const first = await call(server, 'GET', '/api/admin/donations?limit=2', { token: adminToken });
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json<AdminDonation[]>()).toHaveLength(2);
    expect(first.headers.link).toMatch(/rel="next"/);
    const list = (query: string) =>
      readOk<AdminDonation[]>(`/api/admin/donations?${query}`, adminToken);
    expect((await list('status=failed')).map((d) => d.fullName)).toEqual(['Failed Giver']);
    expect((await list('fund=ministry-operations')).map((d) => d.amount)).toEqual([20_000]);
    expect((await list('method=mtn')).map((d) => d.amount)).toEqual([20_000]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kampala' }).format(
      new Date(),
    );
    expect((await list(`from=${today}&to=${today}`)).map((d) => d.amount).sort()).toEqual([
      50_000, 99_000,
    ]);
    expect((await list('q=failed')).map((d) => d.fullName)).toEqual(['Failed Giver']);
    expect((await list('q=tf-2025-000777')).map((d) => d.amount)).toEqual([20_000]);
    expect((await list('mode=test')).map((d) => d.amount)).toEqual([25_000]);
    const bad = await call(server, 'GET', '/api/admin/donations?status=lost', {
      token: adminToken,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a day that is not on the calendar with 400 naming the filter, in the list and the CSV', async () => {
    for (const path of ['/api/admin/donations', '/api/admin/donations/export'])
      for (const [field, query] of [
        ['from', 'from=2026-02-30'],
        ['to', 'to=2026-13-01'],
        ['from', 'from=2025-02-29&to=2025-03-01'],
      ] as const) {
        const answer = await call(server, 'GET', `${path}?${query}`, { token: adminToken });
        expect(answer.statusCode, `${path}?${query}`).toBe(400);
        expect(answer.json()).toMatchObject({ field });
      }
    // A leap day that exists is a filter like any other.
    expect(
      (await call(server, 'GET', '/api/admin/donations?from=2028-02-29', { token: adminToken }))
        .statusCode,
    ).toBe(200);
  });

  it('masks phone numbers for an Admin and shows them whole to the Super-Admin', async () => {
    const [masked] = await readOk<AdminDonation[]>('/api/admin/donations?method=mtn', adminToken);
    expect(masked!.phone).toBe('2567•••••111');
    const [whole] = await readOk<AdminDonation[]>(
      '/api/admin/donations?method=mtn',
      await superAdmin(),
    );
    expect(whole!.phone).toBe('256772999111');
    const csv = await call(server, 'GET', '/api/admin/donations/export?method=mtn', {
      token: adminToken,
    });
    expect(csv.body).toContain('2567•••••111');
    expect(csv.body).not.toContain('256772999111');
  });

  it('exports the filtered gifts as CSV, formulas escaped', async () => {
    await storeLiveGift({ fullName: '=HYPERLINK("http://evil")' });
    const response = await call(server, 'GET', '/api/admin/donations/export?status=successful', {
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="torch-gifts-live-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Date,Receipt,Status,Amount (UGX),Fund,Method,Phone,Name,Email,Member,Mode',
    );
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(
      ',50000,Global Missions,Airtel Money,2567•••••567,Moses Okello,,no,live',
    );
    expect(response.body).not.toContain('Failed Giver');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('is refused to visitors and members', async () => {
    const member = (await createUser(server)).token;
    for (const path of [
      '/api/admin/donations',
      '/api/admin/donations/totals',
      '/api/admin/donations/export',
    ]) {
      expect((await call(server, 'GET', path)).statusCode).toBe(401);
      expect((await call(server, 'GET', path, { token: member })).statusCode).toBe(403);
    }
    expect((await call(server, 'GET', '/api/profile/donations')).statusCode).toBe(401);
    expect((await call(server, 'GET', '/api/profile/giving-statement?year=2026')).statusCode).toBe(
      401,
    );
    expect(
      (await call(server, 'GET', `/api/donations/${UNKNOWN_ID}/receipt?reference=x`)).statusCode,
    ).toBe(404);
  });
});

describe("the church's own funds", () => {
  it('takes gifts to the funds the settings name, refuses others, and keeps the old gifts', async () => {
    const member = await createUser(server, { fullName: 'Grace Atim' });
    await giveAndWait(gift({ amount: 7_000, fund: 'ministry-operations' }), member.token);
    const owner = await superAdmin();
    const saved = await call(server, 'PUT', '/api/church', {
      token: owner,
      payload: { ...defaultChurchSettings, funds: ['Building Fund', 'Missions'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await giveAndWait(gift({ amount: 30_000, fund: 'building-fund' }), member.token);
    const stored = async () =>
      (await server.database.db.select({ n: count() }).from(donations))[0]!.n;
    const before = await stored();
    const refused = await call(server, 'POST', '/api/donations', {
      payload: gift({ fund: 'ministry-operations' }),
      token: member.token,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Fund must be one of: Building Fund, Missions',
      field: 'fund',
    });
    expect(await stored()).toBe(before);

    // The settings' funds in their order, then the removed fund that still has a gift.
    const byFund = [
      { fund: 'building-fund', amount: 30_000, count: 1 },
      { fund: 'missions', amount: 0, count: 0 },
      { fund: 'ministry-operations', amount: 7_000, count: 1 },
    ];
    const year = new Date().getFullYear();
    const statement = await readOk<GivingStatement>(
      `/api/profile/giving-statement?year=${year}`,
      member.token,
    );
    expect(statement.total).toEqual({ amount: 37_000, count: 2 });
    expect(statement.byFund).toEqual(byFund);
    const history = await readOk<MemberDonation[]>('/api/profile/donations', member.token);
    expect(history.map((gift) => gift.fund)).toEqual(['building-fund', 'ministry-operations']);
    const totals = await readOk<GivingTotals>('/api/admin/donations/totals?mode=test', adminToken);
    expect(totals.byFund).toEqual(byFund);
    expect(totals.thisYear).toEqual({ amount: 37_000, count: 2 });

    // Names as the settings give them now; a removed fund's name is made from its id.
    const csv = await call(server, 'GET', '/api/admin/donations/export?mode=test', {
      token: adminToken,
    });
    expect(csv.body).toContain(',30000,Building Fund,MTN Mobile Money,');
    expect(csv.body).toContain(',7000,Ministry Operations,MTN Mobile Money,');
    const filtered = await readOk<AdminDonation[]>(
      '/api/admin/donations?mode=test&fund=ministry-operations',
      adminToken,
    );
    expect(filtered.map((gift) => gift.amount)).toEqual([7_000]);
  });
});
