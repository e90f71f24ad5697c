/**
 * What giving leaves behind (docs/giving.md#receipts, #what-staff-see): a gift's receipt, a
 * member's history and yearly statement, and the staff's totals and list. Test-mode gifts are
 * always kept apart from live ones: every staff read names the mode it reads.
 */
import { z } from 'zod';
import { isValidIsoDate } from './events';
import { donationSchema, donationStatuses, fundIdSchema } from './giving';
import { pageQuerySchema, searchTextSchema } from './http/page';

export const givingModes = ['live', 'test'] as const;
export type GivingMode = (typeof givingModes)[number];

/**
 * A phone number as staff below Super-Admin and printed receipts show it: the country code and
 * the network's first digit, then the last three (2567•••••234).
 */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '•'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'•'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

/**
 * Who issues a receipt or a statement: the church's name, address and currency as its settings
 * say when it is asked for (docs/configuration.md#church-settings). Optional for older servers.
 */
export const issuingChurchSchema = z.object({
  name: z.string(),
  address: z.string(),
  currency: z.string(),
});
export type IssuingChurch = z.infer<typeof issuingChurchSchema>;

/** A printable receipt, for whoever holds the gift's reference. */
export const donationReceiptSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  amount: z.number(),
  fund: fundIdSchema,
  method: z.enum(['mtn', 'airtel']),
  /** Always masked on a receipt: it may be printed and handed around. */
  phone: z.string(),
  fullName: z.string(),
  mode: z.enum(givingModes),
  /** When the network confirmed the payment. */
  received_at: z.string(),
  church: issuingChurchSchema.optional(),
});
export type DonationReceipt = z.infer<typeof donationReceiptSchema>;
export const receiptNotReadyMessage = 'This gift has no receipt: only a successful gift has one';

/** A gift in its giver's own history: the reference opens its receipt. */
export const memberDonationSchema = donationSchema.extend({
  reference: z.string(),
  mode: z.enum(givingModes),
});
export type MemberDonation = z.infer<typeof memberDonationSchema>;
export const memberDonationQuerySchema = pageQuerySchema;

const amountAndCount = { amount: z.number(), count: z.number() };
export const fundTotalSchema = z.object({ fund: fundIdSchema, ...amountAndCount });
export type FundTotal = z.infer<typeof fundTotalSchema>;

export const givingStatementQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Year must be a year such as 2026' })
    .int({ error: 'Year must be a year such as 2026' })
    .min(2000, { error: 'Year must be 2000 or later' })
    .max(2100, { error: 'Year must be 2100 or earlier' }),
});

/** A member's successful gifts in one calendar year (the church's time zone), by fund. */
export const givingStatementSchema = z.object({
  year: z.number(),
  fullName: z.string(),
  /** The server's mode: a statement never mixes test gifts with live ones. */
  mode: z.enum(givingModes),
  gifts: z.array(donationReceiptSchema),
  total: z.object(amountAndCount),
  byFund: z.array(fundTotalSchema),
  church: issuingChurchSchema.optional(),
});
export type GivingStatement = z.infer<typeof givingStatementSchema>;

/** A day that exists on the calendar (2026-02-30 does not), as events' dates are checked. */
const day = (name: string) =>
  z
    .string()
    .refine(isValidIsoDate, { error: `${name} must be a date such as 2026-01-31` })
    .optional();

/** The staff's filters; the same for the list and its CSV export. */
export const adminDonationFilterSchema = z.object({
  mode: z.enum(givingModes, { error: 'Mode must be live or test' }).default('live'),
  status: z.enum(donationStatuses, { error: 'Status must be a gift status' }).optional(),
  /** A fund's id; a fund since removed still finds its gifts. */
  fund: fundIdSchema.optional(),
  method: z.enum(['mtn', 'airtel'], { error: 'Method must be mtn or airtel' }).optional(),
  /** First and last day, in the church's time zone, both included. */
  from: day('From'),
  to: day('To'),
  /** Part of a receipt number or of the giver's name. */
  q: searchTextSchema,
});
export type AdminDonationFilter = z.input<typeof adminDonationFilterSchema>;
export const adminDonationListQuerySchema = pageQuerySchema.extend(adminDonationFilterSchema.shape);

export const adminDonationSchema = z.object({
  _id: z.string(),
  mode: z.enum(givingModes),
  status: z.enum(donationStatuses),
  amount: z.number(),
  fund: fundIdSchema,
  method: z.enum(['mtn', 'airtel']),
  /** Masked (2567•••••234) unless the reader is a Super-Admin. */
  phone: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  reason: z.string().nullable(),
  /** Given while signed in: the member's account. */
  member: z.boolean(),
  created_at: z.string(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;

export const givingTotalsQuerySchema = z.object({
  mode: z.enum(givingModes, { error: 'Mode must be live or test' }).default('live'),
});

/** Successful gifts only, in one mode; days and months in the church's time zone. */
export const givingTotalsSchema = z.object({
  mode: z.enum(givingModes),
  today: z.object(amountAndCount),
  thisMonth: z.object(amountAndCount),
  thisYear: z.object(amountAndCount),
  /** This year, every fund listed. */
  byFund: z.array(fundTotalSchema),
  /** The last 30 days, oldest first, days without gifts included. */
  byDay: z.array(z.object({ date: z.string(), ...amountAndCount })),
  /** The last 12 months (2026-01), oldest first. */
  byMonth: z.array(z.object({ month: z.string(), ...amountAndCount })),
});
export type GivingTotals = z.infer<typeof givingTotalsSchema>;
