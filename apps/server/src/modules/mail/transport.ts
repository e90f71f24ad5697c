/**
 * Where a message goes: to the SMTP server of SMTP_URL (nodemailer), or, with none, into
 * DATA_DIR/outbox as an .eml file (docs/configuration.md#mail), its links logged in development.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Config } from '../../config';

export interface OutgoingMail {
  id: string;
  messageId: string;
  /** The church's current name, and MAIL_FROM's address. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on a newsletter or a notification. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An SMTP reply of 5xx refuses the message for good; anything else (4xx, network) may pass later. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  ...(mail.headers ? { headers: mail.headers } : {}),
});

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.mail.smtpUrl) {
    // Bounded waits: a mail server that stops answering must not hold a claim (or shutdown,
    // which finishes the message being sent) for nodemailer's default of ten minutes.
    const transporter: Transporter = nodemailer.createTransport({
      // Spread from the parsed URL: given `url`, nodemailer reads the URL alone and would drop
      // every option below (it sent each message on a new connection, with its default waits).
      ...parseConnectionUrl(config.mail.smtpUrl),
      // One connection kept open and reused: a newsletter to thousands is not thousands of
      // TCP and TLS handshakes (docs/decisions/032-newsletter-sending.md).
      pool: true,
      maxConnections: 1,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (mail) => {
        await transporter.sendMail(message(mail));
      },
      close: () => transporter.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(message(mail));
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${mail.id}.eml`);
      // Written whole under another name first, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      if (config.nodeEnv === 'development')
        log.info(
          { to: mail.to, subject: mail.subject, links: mail.text.match(/https?:\/\/\S+/g) ?? [] },
          `Mail written to ${file} (SMTP_URL is not set)`,
        );
    },
    close: () => transporter.close(),
  };
}
