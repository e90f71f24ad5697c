/** Mail waiting to go out, password-reset and e-mail-change tokens (docs/decisions/029-mail-queue.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';
import { userRef } from './users';

/**
 * One row per message. A request only inserts the row; the worker of any instance claims due
 * rows (`sending` with a lease in `due_at`, so a row whose instance died is claimed again), and
 * each ends `sent` or `failed` (docs/operations.md#mail).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** Stable across retries, so a receiving server can tell a repeat. */
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe on a newsletter or a notification); null for most mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Pending: when to try next. Sending: when the claim's lease ends. */
    dueAt: timestampTz('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    check(
      'mail_outbox_status_valid',
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

/**
 * A reset link asked for: only the SHA-256 of its token is kept; used once, within the hour.
 * An address with no account gets a row too (no user, never usable, no mail), so both answers
 * do the same work and take the same time (docs/security.md#password-reset).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id', 'cascade'),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_reset_tokens_user_idx').on(table.userId),
    index('password_reset_tokens_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A new address waiting to be confirmed: only the SHA-256 of the mailed token is kept; used once,
 * within the hour (docs/security.md#changing-the-e-mail-address).
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the token in the cancel link mailed to the current address. */
    cancelTokenHash: text('cancel_token_hash').unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_change_tokens_user_idx').on(table.userId),
    index('email_change_tokens_expires_idx').on(table.expiresAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
