/** Newsletter subscriptions: one per address, however often it is sent; the staff's list of them. */
import {
  type NewsletterSubscriber,
  type newsletterSubscriberListQuerySchema,
  type NewsletterSubscriberPage,
  newsletterSuccessMessage,
  subscriberNotFoundMessage,
} from '@torch/contract';
import { stringify } from 'csv-stringify/sync';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/rows-by-id';
import { afterCursor, cursorKey, newestFirst, orderBy, toPage } from '../../db/paging';
import { newsletterSubscriptions } from '../../db/schema';
import { notFound } from '../../http/app-error';

const newest = newestFirst(newsletterSubscriptions);

export class NewsletterService {
  constructor(private readonly db: Database) {}

  /** A repeat is not an error: the answer must not reveal who is already subscribed. */
  async subscribe(email: string): Promise<{ message: string }> {
    await this.db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    return { message: newsletterSuccessMessage };
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(newsletterSubscriptions);
    return row?.n ?? 0;
  }

  async listPage(
    query: z.output<typeof newsletterSubscriberListQuerySchema>,
  ): Promise<NewsletterSubscriberPage> {
    const [rows, total] = await Promise.all([
      this.db
        .select({ row: newsletterSubscriptions, cursorKey: cursorKey(newest) })
        .from(newsletterSubscriptions)
        .where(afterCursor(newest, query.cursor))
        .orderBy(...orderBy(newest))
        .limit(query.limit + 1),
      this.count(),
    ]);
    const page = toPage(rows, query, total, ({ row }) => toSubscriberDto(row));
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
      rows.map((row) => [row.email, row.createdAt.toISOString()]),
      { header: true, columns: ['Email', 'Subscribed at'], escape_formulas: true },
    );
  }

  async remove(id: string): Promise<void> {
    const deleted = await deleteById(this.db, newsletterSubscriptions, id);
    if (!deleted) throw notFound(subscriberNotFoundMessage);
  }
}

function toSubscriberDto(row: typeof newsletterSubscriptions.$inferSelect): NewsletterSubscriber {
  return { _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
}
