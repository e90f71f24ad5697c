import { checkPhoneNetwork, donationFieldsSchema, emailSchema } from '@torch/contract';
import { z } from 'zod';

/**
 * The donation form checks what the server checks (the contract's gift fields and the number's
 * network), and asks for an e-mail address, where receipts will go.
 */
export const donationSchema = donationFieldsSchema
  .omit({ idempotencyKey: true })
  .extend({
    amount: z.number().positive({ error: 'Choose or enter an amount' }),
    email: emailSchema,
    method: z.enum(['mtn', 'airtel'], { error: 'Choose a payment method' }),
  })
  .superRefine(checkPhoneNetwork);
