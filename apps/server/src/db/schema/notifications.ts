/** Notification preferences, web push devices and the "sent once" marks (docs/notifications.md). */
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { userRef } from './users';

/** A member's switches for one kind; no row means the kind's default (docs/notifications.md). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * One browser (device) that receives web push for a member; its endpoint is its identity. It
 * belongs to the session (token) that subscribed it, and goes when that session ends
 * (docs/notifications.md#web-push). Rows from before sessions were recorded have none and are
 * sent nothing until the app ties them to a session again.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The `jti` of the token that subscribed the device. */
    sessionId: uuid('session_id'),
    /** When that token expires: the device is sent nothing after it. */
    sessionExpiresAt: timestampTz('session_expires_at'),
    /**
     * The account's session generation that token was issued in: once the account's is higher
     * (sign-out everywhere, a password reset or change), the device is sent nothing. Null on
     * rows from before it was kept: those are sent nothing either.
     */
    sessionGeneration: integer('session_generation'),
    createdAt: createdAt(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/**
 * A scheduled notification that has been sent: `unread:<room>:<user>:<day>`,
 * `prayer-digest:<day>`. Inserting the mark is the claim: of two instances sweeping at once only
 * the one whose insert wins sends (docs/decisions/036-notifications-sweep-and-push.md).
 */
export const notificationMarks = pgTable('notification_marks', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
