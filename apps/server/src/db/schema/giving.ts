/** Gifts by mobile money, every change to them, and the yearly receipt counter (docs/giving.md). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, reference, timestampTz } from './columns';
import { userRef } from './users';

export const donations = pgTable(
  'donations',
  {
    /** Also the reference the network knows the payment by (MTN's X-Reference-Id, Airtel's id). */
    id: id(),
    /** The giver's secret for reading the status; unique so it names one gift. */
    reference: text('reference').notNull().unique(),
    /** The client's key for this gift: a repeat finds the same row, never a second charge. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: integer('amount').notNull(),
    fund: text('fund').notNull(),
    method: text('method', { enum: ['mtn', 'airtel'] }).notNull(),
    /** 256 and nine digits. */
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /**
     * The server's PAYMENTS_MODE when the gift was made: staff totals and statements read one
     * mode at a time, so simulator gifts never swell the live figures.
     */
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    /** Set from the token when a member gives; never from the body. */
    userId: userRef('user_id', 'set null'),
    status: text('status', { enum: ['pending', 'successful', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    providerTransactionId: text('provider_transaction_id'),
    receiptNumber: text('receipt_number').unique(),
    createdAt: createdAt(),
    /** Still pending then: the network is asked once more, and the gift expires if it must. */
    expiresAt: timestampTz('expires_at').notNull(),
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [
    index('donations_mode_created_idx').on(table.mode, table.createdAt, table.id),
    index('donations_user_idx').on(table.userId, table.createdAt),
    index('donations_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The audit trail: each state change and each network answer, for reconciliation. */
export const donationEvents = pgTable(
  'donation_events',
  {
    id: id(),
    donationId: reference('donation_id', () => donations.id, 'cascade').notNull(),
    /** created, requested, request-failed, callback, successful, failed, expired. */
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('donation_events_donation_idx').on(table.donationId, table.createdAt),
    // A gift is flagged for a different payment once, whichever callback, poller round or
    // instance sees it first (docs/giving.md#how-a-status-is-decided).
    uniqueIndex('donation_events_one_mismatch_idx')
      .on(table.donationId)
      .where(sql`${table.kind} = 'mismatch'`),
  ],
);

/** The last receipt number given in each year; raised in the transaction that marks a success. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The same for test-mode gifts, whose receipts are their own series (`TEST-2026-000001`): a
 * simulated gift never takes, or moves, a live receipt number (docs/giving.md#test-mode).
 */
export const testReceiptCounters = pgTable('test_receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
