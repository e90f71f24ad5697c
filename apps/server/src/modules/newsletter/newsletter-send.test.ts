/**
 * Sending to a large list (docs/decisions/032-newsletter-sending.md), with real SMTP: 2,000
 * confirmed subscribers each receive an issue exactly once when the app is stopped mid-send and
 * started again, and when two instances share the database. Runs on PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NewsletterIssue } from '@torch/contract';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type TorchApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox, newsletterDeliveries, newsletterSubscriptions } from '../../db/schema';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import {
  bearer,
  createUser,
  openTestDatabase,
  TEST_JWT_SECRET,
  type TestServer,
} from '../../../test/test-server';

const SUBSCRIBERS = 2_000;
const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `friend-${i}@example.org`);

let smtp: TestSmtp;
let database: { handle: DatabaseHandle; drop: () => Promise<void> };
const running: TorchApp[] = [];
const dataDirs: string[] = [];

beforeEach(async () => {
  smtp = await startTestSmtp();
  database = await openTestDatabase();
  for (let i = 0; i < SUBSCRIBERS; i += 500)
    await database.handle.db.insert(newsletterSubscriptions).values(
      addresses.slice(i, i + 500).map((email) => ({
        email,
        status: 'confirmed' as const,
        confirmedAt: new Date(),
      })),
    );
});
afterEach(async () => {
  for (const torch of running.splice(0)) await torch.app.close();
  await database.drop();
  await smtp.close();
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An instance of the app on the test's one database, queueing `batchSize` mails at a time. */
async function instance(batchSize = 100): Promise<TorchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-newsletter-'));
  dataDirs.push(dataDir);
  const torch = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAIL_FROM: 'no-reply@torch.example',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://church.example',
    }),
    database: database.handle,
    jwtSecret: TEST_JWT_SECRET,
    mailQueue: { pollMs: 50, retryBaseMs: 50 },
    newsletterSend: { pollMs: 50, batchSize },
  });
  await torch.app.ready();
  running.push(torch);
  return torch;
}

async function stop(torch: TorchApp) {
  running.splice(running.indexOf(torch), 1);
  await torch.app.close();
}

async function sendIssue(torch: TorchApp) {
  const admin = await createUser({ ...torch, database: database.handle } as TestServer, {
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
  (await database.handle.db.select({ n: count() }).from(newsletterDeliveries))[0]!.n;

/** Every address received the issue, and none twice. */
async function expectEachAddressOnce() {
  await until(() => smtp.received.length >= SUBSCRIBERS, 1_200_000);
  // Time for a duplicate to arrive, if any instance were to send one.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const delivered = smtp.received.map((mail) => (mail.to as { text: string }).text).sort();
  expect(delivered).toEqual([...addresses].sort());
  expect(new Set(smtp.received.map((mail) => mail.subject))).toEqual(new Set(['Harvest news']));
  expect(await deliveries()).toBe(SUBSCRIBERS);
  const outbox = await database.handle.db.select({ n: count() }).from(mailOutbox);
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
    expect(smtp.received.length).toBeLessThan(SUBSCRIBERS);

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
    const sent = await database.handle.db
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
