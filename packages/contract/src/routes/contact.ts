/**
 * The contact form and the staff's Inbox of its messages
 * (docs/decisions/019-admin-inbox-and-subscribers.md).
 */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import {
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageNotFoundMessage,
  contactMessagePageSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  inboxSummarySchema,
} from '../messages';
import { adminRows } from './admin-rows';

const tag = 'Contact';
const messages = adminRows({
  tag,
  path: '/api/admin/contact-messages',
  notFoundMessage: contactMessageNotFoundMessage,
});

export const contactRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/contact-messages',
    summary: 'Send the contact form',
    tag,
    access: 'anyone',
    body: contactMessageInputSchema,
    response: contactMessageSchema,
    status: 201,
    rateLimit: { policy: 'public-form', bucket: 'contact' },
  }),
  /** The first list, kept for clients written before the Inbox: its newest page as an array. */
  listNewest: defineRoute({
    method: 'GET',
    path: '/api/contact-messages',
    summary: 'The newest contact messages as one array (before the Inbox)',
    tag,
    access: 'admin',
    response: z.array(contactMessageSchema),
  }),
  listPage: defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    summary: 'The Inbox: contact messages a page at a time, newest first',
    tag,
    access: 'admin',
    query: contactMessageListQuerySchema,
    response: contactMessagePageSchema,
  }),
  setRead: messages.update(
    'Mark a contact message read or unread',
    contactMessageUpdateSchema,
    contactMessageSchema,
  ),
  remove: messages.remove('Delete a contact message'),
  summary: defineRoute({
    method: 'GET',
    path: '/api/admin/inbox-summary',
    summary: 'Unread messages and subscribers, for the admin navigation',
    tag,
    access: 'admin',
    response: inboxSummarySchema,
  }),
};
