/** Accounts and revoked sign-in tokens. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, reference, timestampTz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased; the unique index on lower() keeps it so even if a writer forgets. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['User', 'Admin', 'Super-Admin'] })
      .notNull()
      .default('User'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the member's last chat connection closed (or they were last active in chat). */
    lastSeenAt: timestampTz('last_seen_at'),
    /**
     * Written into each token issued; "sign out everywhere" raises it, so every token carrying
     * a lower number is refused. A number, not a time: instances' clocks and a token's
     * one-second `iat` cannot make a token issued just after the sign-out count as before it.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /**
     * When a link mailed to the current address was last followed (a password reset, the
     * confirmation of a new address): until then nobody has proven the address is the member's,
     * as registering never does (docs/security.md#your-data).
     */
    emailVerifiedAt: timestampTz('email_verified_at'),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // The directory and admin Users: in name order, searched by any part of a name or address
    // (trigrams: docs/decisions/028-lists-page.md).
    index('users_name_order_idx').on(sql`lower(${table.fullName})`, table.id),
    // Admin Users filtered by role: the few staff among many members, counted and paged in name
    // order without reading every member.
    index('users_role_name_idx').on(table.role, sql`lower(${table.fullName})`, table.id),
    index('users_search_idx').using(
      'gin',
      sql`(lower(${table.fullName}) || ' ' || lower(${table.email})) gin_trgm_ops`,
    ),
    check('users_role_valid', sql`${table.role} in ('User', 'Admin', 'Super-Admin')`),
  ],
);

/** A column naming a member; `onDelete` says what becomes of the row when the account goes. */
export const userRef = (name: string, onDelete: 'cascade' | 'set null') =>
  reference(name, () => users.id, onDelete);

/** A token signed out before it expired. Rows past `expiresAt` are useless and are swept. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
