/**
 * The footer's newsletter form and the staff's Subscribers list
 * (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import {
  newsletterInputSchema,
  newsletterResponseSchema,
  newsletterSubscriberListQuerySchema,
  newsletterSubscriberPageSchema,
  subscriberNotFoundMessage,
} from '../messages';
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
