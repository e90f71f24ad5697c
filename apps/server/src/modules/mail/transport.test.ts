import { defaultChurchSettings } from '@torch/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { startTestSmtp } from '../../../test/smtp';
import { passwordResetMail } from './templates';
import { createMailTransport, isPermanent } from './transport';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const mail = {
  id: '6f1d0c1e-0000-4000-8000-000000000001',
  messageId: '<6f1d0c1e-0000-4000-8000-000000000001@torch.example>',
  from: { name: 'Torch', address: 'no-reply@torch.example' },
  to: 'grace@example.org',
  ...passwordResetMail({
    fullName: 'Grace',
    link: 'http://localhost:3000/#/reset-password?token=abc',
  })(defaultChurchSettings),
};

describe('the embedded outbox (no SMTP_URL)', () => {
  it('writes the message and, in development, logs its links', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-outbox-'));
    dirs.push(dataDir);
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const transport = createMailTransport(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }),
      log,
    );
    await transport.send(mail);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', `${mail.id}.eml`), 'utf8');
    expect(eml).toContain(`Message-ID: ${mail.messageId}`);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ['http://localhost:3000/#/reset-password?token=abc'] }),
      expect.stringContaining('outbox'),
    );
  });

  it('logs nothing per message outside development', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-outbox-'));
    dirs.push(dataDir);
    const info = vi.fn();
    const transport = createMailTransport(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
      info,
    } as unknown as FastifyBaseLogger);
    await transport.send(mail);
    expect(info).not.toHaveBeenCalled();
  });
});

describe('SMTP failures', () => {
  it('are permanent for a 5xx reply only', () => {
    expect(isPermanent(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanent(Object.assign(new Error('try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe(false);
  });
});

describe('sending over SMTP', () => {
  it('keeps one connection open for many messages, so a newsletter is not a handshake a mail', async () => {
    const smtp = await startTestSmtp();
    const transport = createMailTransport(
      loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@torch.example' }),
      {} as FastifyBaseLogger,
    );
    try {
      for (const to of ['a@example.org', 'b@example.org', 'c@example.org'])
        await transport.send({ ...mail, to });
      expect(smtp.received.map((received) => (received.to as { text: string }).text)).toEqual([
        'a@example.org',
        'b@example.org',
        'c@example.org',
      ]);
      expect(smtp.connections).toBe(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
