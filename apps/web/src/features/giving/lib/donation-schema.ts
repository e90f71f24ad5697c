import { emailSchema, giving } from '@torch/contract';
import { z } from 'zod';

/**
 * What the donation form needs before it can send: an amount, the giver's name and e-mail (the
 * contract's address rule) and a mobile-money method. Payments arrive in a later release, so no
 * server checks this yet; the form still checks with zod like every other form.
 */
export const donationSchema = z.object({
  amount: z.number().positive({ error: 'Choose or enter an amount' }),
  fullName: z.string().trim().min(1, { error: 'Full name is required' }),
  email: emailSchema,
  method: z.enum(giving.paymentMethods, { error: 'Choose a payment method' }),
});
