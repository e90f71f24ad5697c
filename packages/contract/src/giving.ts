/**
 * Giving by mobile money (docs/giving.md): what the Give page sends, what the server answers,
 * and the rules both sides check (funds, networks, Ugandan phone numbers).
 */
import { z } from 'zod';
import { emailSchema } from './common';
import { FUND_ID_MAX } from './funds';

/**
 * A fund's id as gifts carry it ('building-fund', made from the name by `fundId`). The schema
 * checks only its form: which funds there are is the church's setting, so the server checks a
 * new gift's fund against the settings it reads (docs/giving.md#funds).
 */
export const fundIdSchema = z
  .string({ error: 'Fund is required' })
  .max(FUND_ID_MAX, { error: 'Fund must be a fund id such as ministry-operations' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'Fund must be a fund id such as ministry-operations',
  });

export const paymentNetworks = {
  mtn: 'MTN Mobile Money',
  airtel: 'Airtel Money',
} as const;
export type PaymentNetwork = keyof typeof paymentNetworks;

/**
 * The first two digits after +256 of each network's mobile numbers, as the Uganda
 * Communications Commission assigned them (sources in docs/giving.md#phone-numbers).
 */
export const networkPrefixes: Record<PaymentNetwork, readonly string[]> = {
  mtn: ['76', '77', '78', '39', '31'],
  airtel: ['70', '74', '75', '20'],
};

/** The gift range when the server sets no other (DONATION_MIN_UGX, DONATION_MAX_UGX). */
export const defaultDonationLimits = { minUgx: 500, maxUgx: 10_000_000 } as const;

/**
 * A Ugandan number as the networks take it, `256` and nine digits, from what people type:
 * `0772 123456`, `+256 772 123 456`, `256772123456`. Null when it is not one.
 */
export function normaliseUgandaPhone(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^0\d{9}$/.test(digits)) return `256${digits.slice(1)}`;
  if (/^256\d{9}$/.test(digits)) return digits;
  return null;
}

/** The network whose prefixes include this normalised number, if any. */
export function networkOfPhone(phone: string): PaymentNetwork | null {
  const prefix = phone.slice(3, 5);
  for (const network of Object.keys(networkPrefixes) as PaymentNetwork[]) {
    if (networkPrefixes[network].includes(prefix)) return network;
  }
  return null;
}

const prefixList = (network: PaymentNetwork) =>
  networkPrefixes[network].map((prefix) => `0${prefix}`).join(', ');

/** A gift's fields, each checked alone; `donationInputSchema` adds the number's network. */
export const donationFieldsSchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number of Uganda shillings' })
    .int({ error: 'Amount must be whole shillings' })
    .positive({ error: 'Amount must be more than zero' }),
  fund: fundIdSchema,
  method: z.enum(['mtn', 'airtel'], { error: 'Method must be mtn or airtel' }),
  phone: z
    .string({ error: 'Phone number is required' })
    .max(32, { error: 'Enter a Ugandan mobile number such as 0772 123456' })
    .transform((typed, ctx) => {
      const phone = normaliseUgandaPhone(typed);
      if (phone) return phone;
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a Ugandan mobile number such as 0772 123456',
      });
      return z.NEVER;
    }),
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(120, { error: 'Full name must be at most 120 characters' }),
  email: emailSchema.optional(),
  /** Chosen by the client once per gift; sending it again never charges twice. */
  idempotencyKey: z
    .string({ error: 'idempotencyKey is required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, {
      error: 'idempotencyKey must be 16 to 64 letters, digits, - or _',
    }),
});

/** The number must be on the network that is asked to charge it; the message names its prefixes. */
export function checkPhoneNetwork(
  input: { phone: string; method: PaymentNetwork },
  ctx: z.RefinementCtx,
): void {
  if (networkOfPhone(input.phone) === input.method) return;
  ctx.addIssue({
    code: 'custom',
    path: ['phone'],
    message: `This is not ${input.method === 'mtn' ? 'an MTN' : 'an Airtel'} number: ${
      paymentNetworks[input.method]
    } numbers start ${prefixList(input.method)}`,
  });
}

export const donationInputSchema = donationFieldsSchema.superRefine(checkPhoneNetwork);
export type DonationInput = z.input<typeof donationInputSchema>;

export const donationStatuses = ['pending', 'successful', 'failed', 'expired'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donationCreatedSchema = z.object({
  _id: z.string(),
  status: z.enum(donationStatuses),
  /** The secret that reads this gift's status; only its giver holds it. */
  reference: z.string(),
});
export type DonationCreated = z.infer<typeof donationCreatedSchema>;

export const donationStatusQuerySchema = z.object({
  reference: z
    .string({ error: 'reference is required' })
    .min(1, { error: 'reference is required' }),
});

export const donationSchema = z.object({
  _id: z.string(),
  status: z.enum(donationStatuses),
  amount: z.number(),
  fund: fundIdSchema,
  method: z.enum(['mtn', 'airtel']),
  /** Set once the gift succeeded: TF-2026-000123. */
  receiptNumber: z.string().nullable(),
  /** Why a gift failed or expired, in words the giver can act on. */
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Donation = z.infer<typeof donationSchema>;
export const donationNotFoundMessage = 'Donation not found';

export const givingConfigSchema = z.object({
  /** `test`: the built-in simulator answers and no money moves. */
  mode: z.enum(['test', 'live']),
  minAmount: z.number(),
  maxAmount: z.number(),
});
export type GivingConfig = z.infer<typeof givingConfigSchema>;

/** A network's notice that a payment changed; only ever a hint to ask the network itself. */
export const paymentCallbackSchema = z.looseObject({});
export const callbackReceivedSchema = z.object({ received: z.literal(true) });
