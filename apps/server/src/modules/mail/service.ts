/**
 * The mail queue (docs/decisions/029-mail-queue.md): a request inserts a row and returns; a
 * worker in every instance claims due rows a few at a time and sends them in order. The claim
 * is one UPDATE of rows chosen `FOR UPDATE SKIP LOCKED`, so two instances never claim the same
 * row, and it sets a lease: a row whose instance died mid-send is claimed again when it ends.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema';
import { PollingWorker } from '../polling-worker';
import { readChurchSettings } from '../church/settings-reader';
import type { MailContent, MailDraft } from './templates';
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

/**
 * Rows one claim takes. A newsletter to thousands spends a claim and a settings read per 20
 * messages instead of per message; a stopping instance still sends what it claimed (seconds),
 * and one that dies leaves at most this many to the lease.
 */
const CLAIM_BATCH = 20;

/** `db` or a transaction: a message can be queued with the change that causes it. */
type Executor = Pick<Database, 'insert' | 'select'>;

/** Written already, or a draft the church's current settings complete when it is queued. */
type Message = MailContent | MailDraft;

export class MailQueue {
  private readonly worker: PollingWorker;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailQueueOptions,
  ) {
    this.worker = new PollingWorker(
      () => this.sendDue(),
      options.pollMs,
      (error) => log.error({ err: error }, 'The mail queue could not be read'),
    );
  }

  /** Queues a message to `to`; it is sent after the caller's transaction commits. */
  async enqueue(to: string, content: Message, executor: Executor = this.db): Promise<string> {
    const [id] = await this.enqueueAll([{ to, content }], executor);
    return id!;
  }

  /**
   * Queues many messages in one statement (a newsletter's batch); answers their row ids. A
   * caller that records the id beforehand (a newsletter delivery) passes it in.
   */
  async enqueueAll(
    messages: readonly { to: string; content: Message; id?: string }[],
    executor: Executor = this.db,
  ): Promise<string[]> {
    if (messages.length === 0) return [];
    // Read once per batch, in the caller's transaction (docs/decisions/040-church-settings-everywhere.md).
    const church = messages.some(({ content }) => typeof content === 'function')
      ? await readChurchSettings(executor)
      : undefined;
    const rows = messages.map(({ to, content: message, id = crypto.randomUUID() }) => {
      const content = typeof message === 'function' ? message(church!) : message;
      return {
        id,
        messageId: `<${id}@${domainOf(this.from)}>`,
        recipient: to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: content.headers ?? null,
      };
    });
    await executor.insert(mailOutbox).values(rows);
    return rows.map((row) => row.id);
  }

  /** Looks for due mail soon (after this request's own transaction has committed). */
  kick(): void {
    this.worker.kick();
  }

  start(): void {
    this.worker.start();
  }

  /** Stops claiming; a message being sent is finished first. */
  async stop(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }

  /** Sends every due message, in order; one drain at once per instance. */
  drain(): Promise<void> {
    return this.worker.run();
  }

  private async sendDue(): Promise<void> {
    while (!this.worker.stopped) {
      const rows = await this.claim();
      if (rows.length === 0) return;
      // The sender's name is the church's as it is now; the address stays MAIL_FROM's.
      const church = await readChurchSettings(this.db);
      for (const row of rows) await this.deliver(row, church.name);
    }
  }

  private async claim(): Promise<MailRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.dueAt, sql`now()`)),
      )
      .orderBy(asc(mailOutbox.dueAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        dueAt: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // Oldest first; rows queued together keep the order the database returned them in.
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  private async deliver(row: MailRow, churchName: string): Promise<void> {
    // Only this claim may settle the row: a lease that ran out lets another claim take over.
    const ours = and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
    try {
      await this.transport.send({
        id: row.id,
        messageId: row.messageId,
        from: { name: churchName, address: addressOf(this.from) },
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
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

/** The address alone of MAIL_FROM (`Torch <no-reply@localhost>` → `no-reply@localhost`). */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** The domain of the sender's address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
