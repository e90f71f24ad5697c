/**
 * The staff's newsletters (docs/newsletter.md): a test to oneself, a send to every confirmed
 * subscriber (an issue row the sender then queues in batches), and past issues with their
 * progress, read from their deliveries' mails.
 */
import {
  type NewsletterDraft,
  type NewsletterIssue,
  newsletterTexts,
  type PageQuery,
  type Page,
} from '@torch/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { afterCursor, cursorKey, newestFirst, orderBy, toPage } from '../../db/paging';
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  users,
} from '../../db/schema';
import { conflict } from '../../http/app-error';
import { renderPostHtml } from '../blog/post-html';
import type { MailQueue } from '../mail/service';
import { testIssueMail } from './mails';
import type { NewsletterSender } from './sender';

const newest = newestFirst(newsletterIssues);

type Draft = Required<NewsletterDraft>;

export class NewsletterIssueService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailQueue,
    private readonly sender: NewsletterSender,
  ) {}

  /** The draft as subscribers will see it, to the admin who asks and nobody else. */
  async sendTest(viewer: Viewer, draft: Draft): Promise<{ message: string }> {
    const content = { ...draft, bodyHtml: await renderPostHtml(draft.body) };
    await this.mail.enqueue(viewer.email, testIssueMail(content));
    this.mail.kick();
    return { message: newsletterTexts.testSent(viewer.email) };
  }

  /** Records the issue and returns at once; the sender queues its mails in the background. */
  async send(viewer: Viewer, draft: Draft): Promise<NewsletterIssue> {
    const bodyHtml = await renderPostHtml(draft.body);
    const [audience] = await this.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, 'confirmed'));
    if (!audience?.n) throw conflict(newsletterTexts.nobodyConfirmed);
    const [issue] = await this.db
      .insert(newsletterIssues)
      .values({ ...draft, bodyHtml, audience: audience.n, sentBy: viewer.id })
      .returning();
    this.sender.kick();
    return toIssueDto({
      row: issue!,
      sentBy: viewer.fullName,
      queued: 0,
      sent: 0,
      failed: 0,
    });
  }

  async listPage(query: PageQuery): Promise<Page<NewsletterIssue>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          row: newsletterIssues,
          sentBy: users.fullName,
          queued: count(newsletterDeliveries.id),
          sent: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'sent'))::int`,
          failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
          cursorKey: cursorKey(newest),
        })
        .from(newsletterIssues)
        .leftJoin(users, eq(users.id, newsletterIssues.sentBy))
        .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
        .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
        .where(afterCursor(newest, query.cursor))
        .groupBy(newsletterIssues.id, users.fullName)
        .orderBy(...orderBy(newest))
        .limit(query.limit + 1),
      this.db.select({ n: count() }).from(newsletterIssues),
    ]);
    return toPage(rows, query, total?.n ?? 0, toIssueDto);
  }
}

interface IssueRow {
  row: typeof newsletterIssues.$inferSelect;
  sentBy: string | null;
  queued: number;
  sent: number;
  failed: number;
}

function toIssueDto({ row, sentBy, queued, sent, failed }: IssueRow): NewsletterIssue {
  const state =
    row.status === 'queueing' ? 'queueing' : sent + failed < queued ? 'sending' : 'sent';
  return {
    _id: row.id,
    subject: row.subject,
    state,
    recipients: row.status === 'queued' ? queued : row.audience,
    queued,
    sent,
    failed,
    sentBy,
    createdAt: row.createdAt.toISOString(),
  };
}
