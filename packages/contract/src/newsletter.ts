/**
 * The newsletter beyond the footer's form: double opt-in, unsubscribing, and the staff's
 * Newsletter screen (counts, composer, issues and their progress). See docs/newsletter.md.
 */
import { z } from 'zod';
import { requiredText } from './common';

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** A confirmation or unsubscribe token as mailed: 64 hexadecimal characters. */
const tokenSchema = z
  .string({ error: 'The link is not complete' })
  .regex(/^[0-9a-f]{64}$/, { error: 'The link is not complete' });

/** POST /api/newsletter/confirm: the token of the confirmation link. */
export const newsletterConfirmSchema = z.object({ token: tokenSchema });
export type NewsletterConfirmInput = z.input<typeof newsletterConfirmSchema>;

/** POST /api/newsletter/unsubscribe/{token}: the token travels in the address (RFC 8058). */
export const newsletterTokenParamsSchema = z.object({ token: tokenSchema });

/** `church` is the church's short name (docs/configuration.md#church-settings). */
export const newsletterTexts = {
  confirmed: (church: string) => `Your subscription is confirmed. Welcome to news from ${church}!`,
  confirmLinkInvalid:
    'This confirmation link has expired or has already been used. Subscribe again to get a new one.',
  unsubscribed: (church: string) =>
    `You are unsubscribed and will receive no more newsletters from ${church}.`,
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  testSent: (email: string) => `A test was sent to ${email}.`,
  nobodyConfirmed: 'No subscriber has confirmed yet, so there is nobody to send to.',
} as const;

/** GET /api/admin/newsletter/summary. */
export const newsletterSummarySchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

export const newsletterLimits = { subject: 200, body: 100_000 } as const;

/** What the composer sends, for a test or to everyone. */
export const newsletterDraftSchema = z.object({
  subject: requiredText('Subject', newsletterLimits.subject),
  body: requiredText('Body', newsletterLimits.body),
});
export type NewsletterDraft = z.input<typeof newsletterDraftSchema>;

export const newsletterIssueStates = ['queueing', 'sending', 'sent'] as const;

/** One issue with its progress: queued so far, sent and failed (the mail queue's outcomes). */
export const newsletterIssueSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  /** queueing: deliveries are still being created; sending: mail still waiting; sent: done. */
  state: z.enum(newsletterIssueStates),
  /** Confirmed subscribers when it was sent; the number queued once all are queued. */
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
export const newsletterIssueNotFoundMessage = 'Newsletter not found';
