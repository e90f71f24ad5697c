/**
 * The footer's newsletter form, its confirmation and unsubscribe links, the staff's Subscribers
 * list (docs/decisions/019-admin-inbox-and-subscribers.md) and Newsletter screen
 * (docs/newsletter.md).
 */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import {
  newsletterInputSchema,
  newsletterResponseSchema,
  newsletterSubscriberListQuerySchema,
  newsletterSubscriberPageSchema,
  subscriberNotFoundMessage,
} from '../messages';
import {
  newsletterConfirmSchema,
  newsletterDraftSchema,
  newsletterIssueSchema,
  newsletterSummarySchema,
  newsletterTexts,
  newsletterTokenParamsSchema,
} from '../newsletter';
import { adminRows } from './admin-rows';

const tag = 'Newsletter';
const subscribers = adminRows({
  tag,
  path: '/api/admin/newsletter-subscribers',
  notFoundMessage: subscriberNotFoundMessage,
});

export const newsletterRoutes = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter',
    summary: 'Subscribe to the newsletter (the same answer for a repeated address)',
    tag,
    access: 'anyone',
    body: newsletterInputSchema,
    response: newsletterResponseSchema,
    rateLimit: { policy: 'public-form', bucket: 'newsletter' },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/newsletter/confirm',
    summary: 'Confirm a subscription with the token of the mailed link',
    tag,
    access: 'anyone',
    body: newsletterConfirmSchema,
    response: newsletterResponseSchema,
    rateLimit: { policy: 'public-form', bucket: 'newsletter-link' },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter/unsubscribe/:token',
    summary:
      'Unsubscribe (the link in every newsletter, and its one-click List-Unsubscribe-Post; any body is ignored)',
    tag,
    access: 'anyone',
    params: newsletterTokenParamsSchema,
    notFoundMessage: newsletterTexts.unsubscribeLinkInvalid,
    response: newsletterResponseSchema,
    rateLimit: { policy: 'public-form', bucket: 'newsletter-link' },
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter/summary',
    summary: 'Subscribers by state: pending, confirmed, unsubscribed',
    tag,
    access: 'admin',
    response: newsletterSummarySchema,
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/test',
    summary: 'Mail a draft to the signed-in admin only',
    tag,
    access: 'admin',
    body: newsletterDraftSchema,
    response: newsletterResponseSchema,
    status: 202,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/issues',
    summary: 'Send a newsletter to every confirmed subscriber (queued in the background)',
    tag,
    access: 'admin',
    refusals: { 409: 'Nobody has confirmed a subscription yet' },
    body: newsletterDraftSchema,
    response: newsletterIssueSchema,
    status: 202,
  }),
  issues: pagedList({
    path: '/api/admin/newsletter/issues',
    summary: 'Newsletters sent, newest first, with their progress',
    tag,
    access: 'admin',
    item: newsletterIssueSchema,
  }),
  listPage: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter-subscribers',
    summary: 'Subscribers a page at a time, newest first',
    tag,
    access: 'admin',
    query: newsletterSubscriberListQuerySchema,
    response: newsletterSubscriberPageSchema,
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter-subscribers/export',
    summary: 'Every subscriber as a CSV download',
    tag,
    access: 'admin',
    response: z.string(),
    contentType: 'text/csv',
  }),
  remove: subscribers.remove('Remove a subscriber'),
};
