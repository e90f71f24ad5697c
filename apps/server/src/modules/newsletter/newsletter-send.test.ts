/**
 * Sending to a large list (docs/decisions/032-newsletter-sending.md), with real SMTP: 2,000
 * confirmed subscribers each receive an issue exactly once when the app is stopped mid-send and
 * started again, and when two instances share the database. Runs on PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import type { NewsletterIssue } from '@torch/contract';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TorchApp } from '../../app';
import { mailOutbox, newsletterDeliveries, newsletterSubscriptions } from '../../db/schema';
import { instancesOnOneDatabase } from '../../../test/mail-instances';
import { bearer, createUser, type TestServer } from '../../../test/test-server';

const SUBSCRIBERS = 2_000;
const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `friend-${i}@example.org`);

const shared = instancesOnOneDatabase();

beforeEach(async () => {
  for (let i = 0; i < SUBSCRIBERS; i += 500)
    await shared.database.db.insert(newsletterSubscriptions).values(
      addresses.slice(i, i + 500).map((email) => ({
        email,
        status: 'confirmed' as const,
        confirmedAt: new Date(),
      })),
    );
});

/** An instance of the app on the test's one database, queueing `batchSize` mails at a time. */
const instance = (batchSize = 100) =>
  shared.start(
    { MAIL_FROM: 'no-reply@torch.example', PUBLIC_URL: 'https://church.example' },
    { mailQueue: { pollMs: 50, retryBaseMs: 50 }, newsletterSend: { pollMs: 50, batchSize } },
  );

const stop = (torch: TorchApp) => shared.stop(torch);

async function sendIssue(torch: TestServer) {
  const admin = await createUser(torch, {
    role: 'Admin',
  });
  const sent = await torch.app.inject({
    method: 'POST',
    url: '/api/admin/newsletter/issues',
    headers: bearer(admin.token),
    payload: { subject: 'Harvest news', body: 'Come and see.' },
  });
  expect(sent.statusCode).toBe(202);
  return { admin, issue: sent.json<NewsletterIssue>() };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliveries = async () =>
  (await shared.database.db.select({ n: count() }).from(newsletterDeliveries))[0]!.n;

/** Every address received the issue, and none twice. */
async function expectEachAddressOnce() {
  await until(() => shared.smtp.received.length >= SUBSCRIBERS, 1_200_000);
  // Time for a duplicate to arrive, if any instance were to send one.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const delivered = shared.smtp.received.map((mail) => (mail.to as { text: string }).text).sort();
  expect(delivered).toEqual([...addresses].sort());
  expect(new Set(shared.smtp.received.map((mail) => mail.subject))).toEqual(
    new Set(['Harvest news']),
  );
  expect(await deliveries()).toBe(SUBSCRIBERS);
  const outbox = await shared.database.db.select({ n: count() }).from(mailOutbox);
  expect(outbox[0]!.n).toBe(SUBSCRIBERS);
}

describe('sending to 2,000 subscribers', () => {
  it('resumes after a restart mid-send, and each address gets it once', async () => {
    // One subscriber a batch, so the stop comes while the issue is still being queued.
    const first = await instance(1);
    const { admin, issue } = await sendIssue(first);
    expect(issue.recipients).toBe(SUBSCRIBERS);
    await until(async () => (await deliveries()) >= 10, 120_000);
    await stop(first);
    const queuedBefore = await deliveries();
    expect(queuedBefore).toBeLessThan(SUBSCRIBERS);
    expect(shared.smtp.received.length).toBeLessThan(SUBSCRIBERS);

    const second = await instance();
    await expectEachAddressOnce();
    await until(async () => {
      const list = await second.app.inject({
        method: 'GET',
        url: '/api/admin/newsletter/issues',
        headers: bearer(admin.token),
      });
      return list.json<NewsletterIssue[]>()[0]?.state === 'sent';
    }, 30_000);
    const sent = await shared.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'sent'));
    expect(sent[0]!.n).toBe(SUBSCRIBERS);
  }, 1_500_000);

  it('sends each address once with two instances on one database', async () => {
    const a = await instance();
    await instance();
    await sendIssue(a);
    await expectEachAddressOnce();
  }, 1_500_000);
});
