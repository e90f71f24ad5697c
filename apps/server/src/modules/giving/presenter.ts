/** A stored gift in each shape it is read in: by its giver, on a receipt, and by the staff. */
import {
  type AdminDonation,
  type Donation,
  type DonationReceipt,
  maskPhone,
  type MemberDonation,
} from '@torch/contract';
import type { donations } from '../../db/schema';

type DonationRow = typeof donations.$inferSelect;

export function toDonationDto(row: DonationRow): Donation {
  return {
    _id: row.id,
    status: row.status,
    amount: row.amount,
    fund: row.fund,
    method: row.method,
    receiptNumber: row.receiptNumber,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The giver's own gift: its reference opens the receipt, so only its giver is sent it. */
export const toMemberDonationDto = (row: DonationRow): MemberDonation => ({
  ...toDonationDto(row),
  reference: row.reference,
  mode: row.mode,
});

/** Only a successful gift has a receipt; the phone is masked, as the page may be printed. */
export function toReceiptDto(
  row: DonationRow & { receiptNumber: string; finishedAt: Date },
): DonationReceipt {
  return {
    _id: row.id,
    receiptNumber: row.receiptNumber,
    amount: row.amount,
    fund: row.fund,
    method: row.method,
    phone: maskPhone(row.phone),
    fullName: row.fullName,
    mode: row.mode,
    received_at: row.finishedAt.toISOString(),
  };
}

/** The staff's row; the whole phone number only when the policy lets the reader see it. */
export function toAdminDonationDto(row: DonationRow, wholePhone: boolean): AdminDonation {
  return {
    _id: row.id,
    mode: row.mode,
    status: row.status,
    amount: row.amount,
    fund: row.fund,
    method: row.method,
    phone: wholePhone ? row.phone : maskPhone(row.phone),
    fullName: row.fullName,
    email: row.email,
    receiptNumber: row.receiptNumber,
    reason: row.reason,
    member: row.userId !== null,
    created_at: row.createdAt.toISOString(),
  };
}
