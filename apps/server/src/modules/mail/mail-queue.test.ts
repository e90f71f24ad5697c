/**
 * The mail queue (docs/decisions/029-mail-queue.md) with real SMTP: retries after a temporary
 * refusal, gives up on a permanent one, survives a restart, and two instances on one database
 * send each message once. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TorchApp } from '../../app';
import { mailOutbox } from '../../db/schema';
import { instancesOnOneDatabase } from '../../../test/mail-instances';
import { passwordResetMail } from './templates';

const shared = instancesOnOneDatabase();

/** An instance of the app on the test's one database, sending to `smtpUrl` (null: the outbox). */
async function instance(smtpUrl: string | null = shared.smtp.url, retryBaseMs = 50) {
  const torch = await shared.start(
    { MAIL_FROM: 'no-reply@torch.example', SMTP_URL: smtpUrl ?? '' },
    { mailQueue: { pollMs: 50, retryBaseMs } },
  );
  return { torch, dataDir: torch.dataDir };
}

const mailTo = (torch: TorchApp, to: string) =>
  torch.services.mail.enqueue(
    to,
    passwordResetMail({
      fullName: 'Grace',
      link: 'https://church.example/#/reset-password?token=t',
    }),
  );

const rows = () => shared.database.db.select().from(mailOutbox);

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An address where nothing listens: every connection is refused. */
async function closedPort(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

describe('the mail queue', () => {
  it('retries a temporary refusal (451) and then delivers', async () => {
    const { torch } = await instance();
    shared.smtp.failNext(2);
    await mailTo(torch, 'grace@example.org');
    torch.services.mail.kick();
    const [mail] = await shared.smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'grace@example.org' }] });
    // The mail server has it before the worker hears its answer and records it.
    await until(async () => (await rows())[0]?.status === 'sent');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mail!.messageId).toBe(row!.messageId);
  });

  it('gives up at once on a permanent refusal (550)', async () => {
    const { torch } = await instance();
    shared.smtp.failNext(1, 550);
    await mailTo(torch, 'nobody@example.org');
    torch.services.mail.kick();
    await until(async () => (await rows())[0]?.status === 'failed');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/550/);
  });

  it('sends after a restart what was still queued', async () => {
    // The first instance cannot reach its mail server; its retry is far off when it stops.
    const first = await instance(await closedPort(), 60_000);
    await mailTo(first.torch, 'grace@example.org');
    first.torch.services.mail.kick();
    await until(
      async () => (await rows())[0]?.attempts === 1 && (await rows())[0]?.status === 'pending',
    );
    await shared.stop(first.torch);
    expect(shared.smtp.received).toHaveLength(0);
    // Its retry is due now (the hour the first would have waited has passed).
    await shared.database.db.update(mailOutbox).set({ dueAt: new Date(Date.now() - 1_000) });

    await instance();
    const [mail] = await shared.smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'grace@example.org' }] });
    await until(async () => (await rows())[0]?.status === 'sent');
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each message once with two instances on one database', async () => {
    const a = await instance();
    const b = await instance();
    const addresses = Array.from({ length: 30 }, (_, i) => `member-${i}@example.org`);
    for (const [i, address] of addresses.entries())
      await mailTo(i % 2 ? a.torch : b.torch, address);
    a.torch.services.mail.kick();
    b.torch.services.mail.kick();
    await until(async () => (await rows()).every((row) => row.status === 'sent'));
    // Time for a duplicate to arrive, if either instance were to send one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = shared.smtp.received.map((mail) => (mail.to as { text: string }).text).sort();
    expect(delivered).toEqual([...addresses].sort());
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  });

  it('writes each message to DATA_DIR/outbox without SMTP_URL', async () => {
    const { torch, dataDir } = await instance(null);
    await mailTo(torch, 'grace@example.org');
    torch.services.mail.kick();
    await until(async () => (await rows())[0]?.status === 'sent');
    const [row] = await rows();
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', `${row!.id}.eml`), 'utf8');
    expect(eml).toContain(`Message-ID: ${row!.messageId}`);
    expect(eml).toContain('To: grace@example.org');
    expect(eml).toContain('Content-Type: text/html');
    expect(
      await shared.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent')),
    ).toHaveLength(1);
  });
});
