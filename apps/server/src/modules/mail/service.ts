/**
 * The mail queue (docs/decisions/029-mail-queue.md): a request inserts a row and returns; a
 * worker in every instance claims due rows one at a time and sends them. The claim is one
 * UPDATE of a row chosen `FOR UPDATE SKIP LOCKED`, so two instances never claim the same row,
 * and it sets a lease: a row whose instance died mid-send is claimed again when it ends.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema';
import type { MailContent } from './templates';
import { isPermanent, type MailTransport } from './transport';

export interface MailQueueOptions {
  /** How often an idle worker looks for due rows (rows queued by another instance, retries). */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs: number;
  /** Tries before a message is given up as failed. */
  maxAttempts: number;
  /** How long a claim holds a row; longer than any SMTP conversation. */
  leaseMs: number;
}

export const DEFAULT_MAIL_QUEUE: MailQueueOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
  leaseMs: 5 * 60_000,
};

const HOUR_MS = 3_600_000;

/** `db` or a transaction: a message can be queued with the change that causes it. */
type Executor = Pick<Database, 'insert'>;

export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  /** Until `start`: a message queued before the server is ready waits for it. */
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailQueueOptions,
  ) {}

  /** Queues a message to `to`; it is sent after the caller's transaction commits. */
  async enqueue(to: string, content: MailContent, executor: Executor = this.db): Promise<void> {
    const id = crypto.randomUUID();
    await executor.insert(mailOutbox).values({
      id,
      messageId: `<${id}@${domainOf(this.from)}>`,
      recipient: to,
      ...content,
    });
  }

  /** Looks for due mail soon (after this request's own transaction has committed). */
  kick(): void {
    if (!this.stopped) setImmediate(() => void this.drain());
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.drain(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops claiming; a message being sent is finished first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
    this.transport.close();
  }

  /** Sends every due message, one at a time; one drain at once per instance. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped) {
            const row = await this.claim();
            if (!row) break;
            await this.deliver(row);
          }
        } while (this.again && !this.stopped);
      } catch (error) {
        this.log.error({ err: error }, 'The mail queue could not be read');
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  private async claim(): Promise<MailRow | undefined> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.dueAt, sql`now()`)),
      )
      .orderBy(asc(mailOutbox.dueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        dueAt: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  private async deliver(row: MailRow): Promise<void> {
    // Only this claim may settle the row: a lease that ran out lets another claim take over.
    const ours = and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
    try {
      await this.transport.send({
        id: row.id,
        messageId: row.messageId,
        from: this.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = isPermanent(error) || row.attempts >= this.options.maxAttempts;
      const delayMs = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), HOUR_MS);
      await this.db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'failed', lastError: reason }
            : {
                status: 'pending',
                lastError: reason,
                dueAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
              },
        )
        .where(ours);
      this.log[giveUp ? 'error' : 'warn'](
        { mailId: row.id, attempts: row.attempts, err: error },
        giveUp ? 'A mail could not be sent and was given up' : 'A mail will be retried',
      );
      return;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(ours);
  }
}

/** The domain of the sender's address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
