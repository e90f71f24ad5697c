/**
 * A real SMTP server in the test process (smtp-server): what the app sends arrives here and is
 * read back with mailparser. `failNext(n)` answers the next n messages with a temporary 451.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** SMTP connections opened to it so far. */
  readonly connections: number;
  /** Answer the next `count` messages with 451 (try again later). */
  failNext(count: number, code?: number): void;
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let failures = 0;
  let failureCode = 451;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Loopback has no name worth a DNS query per connection (a newsletter test opens thousands).
    disableReverseLookup: true,
    // The app keeps its SMTP connection open between messages (a pool): closing waits this
    // long for it, not smtp-server's 30 s, before ending it with a 421.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Try again later'), {
            responseCode: failureCode,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get connections() {
      return connections;
    },
    failNext(count, code = 451) {
      failures = count;
      failureCode = code;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} mails, ${received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token in a mailed link. */
export function resetTokenOf(mail: ParsedMail): string {
  const match = /#\/reset-password\?token=([\w%-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('No reset link in the mail');
  return decodeURIComponent(match[1]);
}

/** The first mail that reached `address`, once it has arrived (or fails as `waitFor` does). */
export async function firstMailTo(smtp: TestSmtp, address: string): Promise<ParsedMail> {
  const addressed = (mail: ParsedMail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((one) => one.address === address));
  for (let count = 1; ; count += 1) {
    const found = (await smtp.waitFor(count)).find(addressed);
    if (found) return found;
  }
}
