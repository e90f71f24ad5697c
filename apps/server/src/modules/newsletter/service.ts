/**
 * Newsletter subscriptions with double opt-in (docs/newsletter.md): the footer's form queues a
 * confirmation mail, its link confirms, the link in every newsletter unsubscribes. One row per
 * address, however often it is sent; the staff's list and counts of them.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type NewsletterSubscriber,
  type newsletterSubscriberListQuerySchema,
  type NewsletterSubscriberPage,
  type NewsletterSummary,
  newsletterSuccessMessage,
  newsletterTexts,
  subscriberNotFoundMessage,
} from '@torch/contract';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { newestFirst, orderBy } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { newsletterSubscriptions } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { readChurchSettings } from '../church/settings-reader';
import type { MailQueue } from '../mail/service';
import { confirmationMail, type NewsletterLinks } from './mails';
import { removeRow } from '../editable-rows';

const newest = newestFirst(newsletterSubscriptions);
/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * A pending address is mailed again only after this long, however often the form is sent: a
 * stranger cannot fill someone's inbox, and a person who lost the mail can ask again soon.
 */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const byAddress = (email: string) => sql`lower(${newsletterSubscriptions.email}) = lower(${email})`;

export class NewsletterService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailQueue,
    private readonly links: NewsletterLinks,
    private readonly now: () => Date,
  ) {}

  /**
   * The same answer whatever the address's state, so it never tells who subscribed. A new,
   * pending or unsubscribed address gets a confirmation mail (at most one per ten minutes);
   * a confirmed one gets nothing.
   */
  async subscribe(email: string): Promise<{ message: string }> {
    const token = randomBytes(32).toString('hex');
    const now = this.now();
    const asked = await this.db.transaction(async (tx) => {
      const fresh = {
        status: 'pending' as const,
        confirmTokenHash: sha256(token),
        confirmationSentAt: now,
      };
      const [created] = await tx
        .insert(newsletterSubscriptions)
        .values({ email, ...fresh })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      const renewed =
        created ??
        (
          await tx
            .update(newsletterSubscriptions)
            .set(fresh)
            .where(
              and(
                byAddress(email),
                sql`${newsletterSubscriptions.status} <> 'confirmed'`,
                or(
                  isNull(newsletterSubscriptions.confirmationSentAt),
                  lte(
                    newsletterSubscriptions.confirmationSentAt,
                    new Date(now.getTime() - CONFIRMATION_RESEND_MS),
                  ),
                ),
              ),
            )
            .returning({ id: newsletterSubscriptions.id })
        )[0];
      if (renewed) await this.mail.enqueue(email, confirmationMail(this.links.confirm(token)), tx);
      return Boolean(renewed);
    });
    if (asked) this.mail.kick();
    return { message: newsletterSuccessMessage(await this.churchName(), email) };
  }

  /** The confirmation link: works once, for seven days. */
  async confirm(token: string): Promise<{ message: string }> {
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: this.now(), confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, sha256(token)),
          eq(newsletterSubscriptions.status, 'pending'),
          gt(
            newsletterSubscriptions.confirmationSentAt,
            new Date(this.now().getTime() - CONFIRM_LINK_TTL_MS),
          ),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    if (!row) throw badRequest(newsletterTexts.confirmLinkInvalid, 'token');
    return { message: newsletterTexts.confirmed(await this.churchName()) };
  }

  /** Any number of times: the second click, or a mail program's POST after ours, changes nothing. */
  async unsubscribe(token: string): Promise<{ message: string }> {
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({
        status: 'unsubscribed',
        confirmTokenHash: null,
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())`,
      })
      .where(eq(newsletterSubscriptions.unsubscribeToken, token))
      .returning({ id: newsletterSubscriptions.id });
    if (!row) throw notFound(newsletterTexts.unsubscribeLinkInvalid);
    return { message: newsletterTexts.unsubscribed(await this.churchName()) };
  }

  /** The short name the answers speak of, as the settings say now. */
  private async churchName(): Promise<string> {
    return (await readChurchSettings(this.db)).shortName;
  }

  /** Every row, whatever its state (the Inbox summary's figure). */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(newsletterSubscriptions);
    return row?.n ?? 0;
  }

  async summary(): Promise<NewsletterSummary> {
    const rows = await this.db
      .select({ status: newsletterSubscriptions.status, n: count() })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    return { pending: of('pending'), confirmed: of('confirmed'), unsubscribed: of('unsubscribed') };
  }

  async listPage(
    query: z.output<typeof newsletterSubscriberListQuerySchema>,
  ): Promise<NewsletterSubscriberPage> {
    const page = await tablePage(this.db, newsletterSubscriptions, {
      query,
      ordering: newest,
      toItem: toSubscriberDto,
    });
    return { subscribers: page.items, total: page.total, nextCursor: page.nextCursor };
  }

  /**
   * Every subscriber as CSV, newest first. An address is typed by a visitor, and a cell that
   * starts with = + - or @ would run as a formula when the staff open the file in a
   * spreadsheet, so such cells are escaped.
   */
  async exportCsv(): Promise<string> {
    const rows = await this.db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(...orderBy(newest));
    return stringify(
      rows.map((row) => [
        row.email,
        row.createdAt.toISOString(),
        row.status,
        row.confirmedAt?.toISOString() ?? '',
      ]),
      {
        header: true,
        columns: ['Email', 'Subscribed at', 'Status', 'Confirmed at'],
        escape_formulas: true,
      },
    );
  }

  async remove(id: string): Promise<void> {
    await removeRow(this.db, newsletterSubscriptions, id, subscriberNotFoundMessage);
  }
}

function toSubscriberDto(row: typeof newsletterSubscriptions.$inferSelect): NewsletterSubscriber {
  return {
    _id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}
