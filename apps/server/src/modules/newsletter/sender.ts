/**
 * Turns an issue into one queued mail per confirmed subscriber, in batches, in the background
 * (docs/decisions/032-newsletter-sending.md). Each batch is one transaction that holds the
 * issue's row, writes a delivery row per subscriber (unique per issue and subscriber) and
 * queues their mails beside them; so a batch happens whole or not at all, a restart resumes
 * where the last committed batch ended, and a second instance never queues an address twice.
 */
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from '../../db/schema';
import type { MailQueue } from '../mail/service';
import { PollingWorker } from '../polling-worker';
import { issueMail, type NewsletterLinks } from './mails';

export interface NewsletterSendOptions {
  /** Subscribers queued per transaction. */
  batchSize: number;
  /** How often an idle instance looks for an issue still being queued (another's, or a crash's). */
  pollMs: number;
  /**
   * A breath between batches. PGlite runs one statement at a time, and batches back to back
   * would hold it until the whole list is queued: requests and the mail worker wait otherwise.
   */
  pauseMs: number;
}

export const DEFAULT_NEWSLETTER_SEND: NewsletterSendOptions = {
  batchSize: 200,
  pollMs: 5_000,
  pauseMs: 20,
};

export class NewsletterSender {
  private readonly worker: PollingWorker;

  constructor(
    private readonly db: Database,
    private readonly mail: MailQueue,
    private readonly links: NewsletterLinks,
    log: FastifyBaseLogger,
    private readonly options: NewsletterSendOptions,
  ) {
    this.worker = new PollingWorker(
      () => this.queueIssues(),
      options.pollMs,
      (error) =>
        log.error({ err: error }, 'A newsletter could not be queued; the next poll retries'),
    );
  }

  start(): void {
    this.worker.start();
  }

  /** Stops after the batch being written (a batch is one transaction either way). */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  kick(): void {
    this.worker.kick();
  }

  /** Queues every issue still queueing, batch by batch. */
  private async queueIssues(): Promise<void> {
    const issues = await this.db
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.status, 'queueing'))
      .orderBy(asc(newsletterIssues.createdAt));
    for (const { id } of issues) {
      while (!this.worker.stopped && (await this.queueBatch(id))) {
        this.mail.kick();
        await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs));
      }
    }
  }

  /** One batch; false when the issue is fully queued, or another instance holds it now. */
  private queueBatch(issueId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [issue] = await tx
        .select()
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'queueing')))
        .for('update', { skipLocked: true });
      if (!issue) return false;
      const already = tx
        .select({ one: sql`1` })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.issueId, issueId),
            eq(newsletterDeliveries.subscriberId, newsletterSubscriptions.id),
          ),
        );
      const batch = await tx
        .select({
          id: newsletterSubscriptions.id,
          email: newsletterSubscriptions.email,
          unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
        })
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.status, 'confirmed'), notExists(already)))
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(this.options.batchSize);
      if (batch.length === 0) {
        await tx
          .update(newsletterIssues)
          .set({ status: 'queued', queuedAt: sql`now()` })
          .where(eq(newsletterIssues.id, issueId));
        return false;
      }
      const planned = batch.map((subscriber) => ({ subscriber, mailId: crypto.randomUUID() }));
      // The unique (issue, subscriber) pair decides: only the rows written here get a mail.
      const written = await tx
        .insert(newsletterDeliveries)
        .values(
          planned.map(({ subscriber, mailId }) => ({
            issueId,
            subscriberId: subscriber.id,
            mailId,
          })),
        )
        .onConflictDoNothing()
        .returning({ mailId: newsletterDeliveries.mailId });
      const ours = new Set(written.map((row) => row.mailId));
      await this.mail.enqueueAll(
        planned
          .filter(({ mailId }) => ours.has(mailId))
          .map(({ subscriber, mailId }) => ({
            id: mailId,
            to: subscriber.email,
            content: issueMail(issue, subscriber.unsubscribeToken, this.links),
          })),
        tx,
      );
      return true;
    });
  }
}
