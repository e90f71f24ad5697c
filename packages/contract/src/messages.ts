/** The contact form and the footer newsletter (document 1 §2.10, §2.11, §5). */
import { z } from 'zod';
import { emailSchema, requiredText } from './common';

export const contactMessageInputSchema = z.object({
  name: requiredText('Name', 120),
  email: emailSchema,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterInputSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export const newsletterResponseSchema = z.object({ message: z.string() });
/** The same friendly answer for a new and a repeated address: nobody learns who subscribed. */
export const newsletterSuccessMessage =
  'Thank you for subscribing! Watch your inbox for news from Torch.';
