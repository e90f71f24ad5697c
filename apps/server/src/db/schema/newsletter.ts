/**
 * The newsletter: subscribers with double opt-in, the issues staff send and one delivery row per
 * issue and subscriber (docs/newsletter.md, docs/decisions/032-newsletter-sending.md).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, reference, timestampTz } from './columns';
import { userRef } from './users';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** Addresses from before double opt-in start pending too: none of them ever confirmed. */
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the confirmation link's token; cleared when it is used. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation mail was queued: its link's age, and the resend limit. */
    confirmationSentAt: timestampTz('confirmation_sent_at'),
    confirmedAt: timestampTz('confirmed_at'),
    unsubscribedAt: timestampTz('unsubscribed_at'),
    /**
     * The token of the unsubscribe link in every newsletter (256 random bits). Kept as it is,
     * not hashed: each mail must carry it, and the queued mails hold it in the clear anyway.
     */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (table) => [
    uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${table.email})`),
    index('newsletter_newest_idx').on(table.createdAt, table.id),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(table.unsubscribeToken),
    uniqueIndex('newsletter_confirm_token_unique').on(table.confirmTokenHash),
    index('newsletter_status_idx').on(table.status, table.id),
    check(
      'newsletter_status_valid',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * One newsletter sent to every confirmed subscriber. `queueing` while its deliveries are being
 * created (in batches, by whichever instance holds the row), `queued` once every one exists.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    /** The markdown the staff wrote. */
    body: text('body').notNull(),
    /** The body rendered and sanitised once, as the blog renders a post. */
    bodyHtml: text('body_html').notNull(),
    status: text('status', { enum: ['queueing', 'queued'] })
      .notNull()
      .default('queueing'),
    /** Confirmed subscribers when it was sent: the progress bar's end until all are queued. */
    audience: integer('audience').notNull(),
    sentBy: userRef('sent_by', 'set null'),
    createdAt: createdAt(),
    queuedAt: timestampTz('queued_at'),
  },
  (table) => [
    index('newsletter_issues_newest_idx').on(table.createdAt, table.id),
    check('newsletter_issue_status_valid', sql`${table.status} in ('queueing', 'queued')`),
  ],
);

/**
 * One row per issue and subscriber: the unique pair is what makes each address get an issue
 * once, whichever instance queues it and however often a batch is retried. `mail_id` is the
 * message's row in mail_outbox (queued in the same transaction), which says sent or failed.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    issueId: reference('issue_id', () => newsletterIssues.id, 'cascade').notNull(),
    /** Null once the subscriber is removed; the delivery still counts for the issue. */
    subscriberId: reference('subscriber_id', () => newsletterSubscriptions.id, 'set null'),
    mailId: uuid('mail_id').notNull(),
  },
  (table) => [
    uniqueIndex('newsletter_delivery_once').on(table.issueId, table.subscriberId),
    index('newsletter_delivery_mail_idx').on(table.mailId),
  ],
);
