/**
 * The contact form and the footer newsletter, and the admin screens that read what they collect:
 * the Inbox and the Subscribers list (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import { z } from 'zod';
import { emailSchema, requiredText } from './common';
import { pageQuerySchema as sharedPageQuerySchema } from './http/page';
import { pageLimits } from './http/page-headers';
import { subscriberStatuses } from './newsletter';

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
  /** When the staff first read it; null while unread. */
  read_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageNotFoundMessage = 'Message not found';

export const newsletterInputSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export const newsletterResponseSchema = z.object({ message: z.string() });
/**
 * The same friendly answer for a new and a repeated address: nobody learns who subscribed. It
 * names the address the confirmation mail went to, since nothing is sent until that mail's link
 * is used (docs/newsletter.md#double-opt-in), and the church by its short name
 * (docs/configuration.md#church-settings).
 */
export const newsletterSuccessMessage = (church: string, email: string) =>
  `Thank you for subscribing! We've sent a confirmation e-mail to ${email}. Open it and confirm your subscription to start receiving news from ${church}.`;

// Admin: Inbox and Subscribers ----------------------------------------------------------------

/** Lists come a page at a time so a busy year of messages never arrives in one answer. */
export const adminListLimits = { pageSize: 50, maxPageSize: 100 } as const;

/**
 * An admin list's page, newest first; `cursor` is the previous page's `nextCursor`, the same
 * opaque cursor as every paged list (docs/decisions/028-lists-page.md). These lists keep their
 * envelope (`{ messages | subscribers, total, nextCursor }`) and their own error texts.
 */
const pageQuerySchema = sharedPageQuerySchema.extend({
  cursor: z
    .string()
    .max(pageLimits.maxCursorLength, { error: 'Invalid cursor' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid cursor' })
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(adminListLimits.maxPageSize, {
      error: `Limit must be at most ${adminListLimits.maxPageSize}`,
    })
    .default(adminListLimits.pageSize),
});

export const inboxFilters = ['all', 'unread', 'read'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

/** GET /api/admin/contact-messages. */
export const contactMessageListQuerySchema = pageQuerySchema.extend({
  status: z.enum(inboxFilters, { error: 'Status must be all, unread or read' }).default('all'),
});
export type ContactMessageListQuery = z.input<typeof contactMessageListQuerySchema>;

export const contactMessagePageSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Every message the filter matches, not only this page's. */
  total: z.number().int(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** PUT /api/admin/contact-messages/{id}: mark read or unread. */
export const contactMessageUpdateSchema = z.object({
  read: z.boolean({ error: 'read must be true or false' }),
});
export type ContactMessageUpdate = z.input<typeof contactMessageUpdateSchema>;

/** GET /api/admin/inbox-summary: the figures the admin navigation and dashboard show. */
export const inboxSummarySchema = z.object({
  unreadMessages: z.number().int(),
  subscribers: z.number().int(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const newsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Only `confirmed` addresses receive newsletters (docs/newsletter.md). */
  status: z.enum(subscriberStatuses),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const subscriberNotFoundMessage = 'Subscriber not found';

/** GET /api/admin/newsletter-subscribers. */
export const newsletterSubscriberListQuerySchema = pageQuerySchema;
export type NewsletterSubscriberListQuery = z.input<typeof newsletterSubscriberListQuerySchema>;

export const newsletterSubscriberPageSchema = z.object({
  subscribers: z.array(newsletterSubscriberSchema),
  /** Every subscriber, not only this page's. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NewsletterSubscriberPage = z.infer<typeof newsletterSubscriberPageSchema>;
