/**
 * A network that says "paid" is believed only for the payment the gift asked for: the amount,
 * the currency and the payer must be the gift's (docs/giving.md#how-a-status-is-decided). One
 * that differs is not credited; it stays pending, flagged once in the audit trail and the log,
 * and out of the poller's rounds until staff have looked.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { donationEvents, type donations } from '../../db/schema';
import type { PaidDetails } from './providers/types';

type DonationRow = typeof donations.$inferSelect;

/** Where what the network reports paid is not the gift: amount, currency or payer. */
export function paidDifferences(row: DonationRow, paid: PaidDetails): string[] {
  const differences: string[] = [];
  if (paid.amount !== row.amount)
    differences.push(`amount ${paid.amount ?? 'missing'}, not ${row.amount}`);
  if (paid.currency !== 'UGX') differences.push(`currency ${paid.currency ?? 'missing'}, not UGX`);
  if (paid.payer !== row.phone)
    differences.push(`payer ${paid.payer ?? 'missing'}, not ${row.phone}`);
  return differences;
}

/** The audit row that flags a gift whose network reported a different payment. */
export const mismatchOf = (donationId: string | PgColumn): SQL =>
  and(eq(donationEvents.donationId, donationId), eq(donationEvents.kind, 'mismatch'))!;

export async function flagMismatch(
  db: Database,
  log: FastifyBaseLogger,
  now: Date,
  row: DonationRow,
  detail: { transactionId: string | null; differences: string[] },
): Promise<void> {
  // Flagged once, by a unique index on the gift's mismatch row: of a callback's lookup and the
  // poller, or two instances, only the one whose row went in logs it.
  const inserted = await db
    .insert(donationEvents)
    .values({ donationId: row.id, kind: 'mismatch', detail, createdAt: now })
    .onConflictDoNothing({
      target: donationEvents.donationId,
      where: sql`${donationEvents.kind} = 'mismatch'`,
    })
    .returning({ id: donationEvents.id });
  if (inserted.length === 0) return;
  log.warn(
    { donationId: row.id, ...detail },
    'donation not credited: the network reports a different payment',
  );
}
