/** A stored gift as its giver reads it (the contract's Donation). */
import type { Donation, GivingFund } from '@torch/contract';
import type { donations } from '../../db/schema';

export function toDonationDto(row: typeof donations.$inferSelect): Donation {
  return {
    _id: row.id,
    status: row.status,
    amount: row.amount,
    fund: row.fund as GivingFund,
    method: row.method,
    receiptNumber: row.receiptNumber,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
