/** Building blocks shared by every schema of the contract. */
import { z } from 'zod';

/** Every failure the API answers has this shape (plus `field` for a validation error). */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A required, trimmed line of text with a friendly message when it is missing or too long. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** An e-mail address, trimmed and lower-cased so comparisons are case-insensitive. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((email) => email.toLowerCase());

/**
 * An image or link URL a user may store: http(s) only, or a path under the app's
 * own `/uploads/`. `javascript:` and `data:` URLs never get in.
 */
export const safeUrlSchema = z
  .string()
  .trim()
  .max(2048, { error: 'URL must be at most 2048 characters' })
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/uploads\/[\w./-]+$/.test(value), {
    error: 'Enter a valid http(s) URL',
  });

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
