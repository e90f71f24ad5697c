/** Testimonies and their moderation (docs/product.md#community-api). */
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import {
  testimonyApprovalSchema,
  testimonyInputSchema,
  testimonyNotFoundMessage,
  testimonySchema,
} from '../community';
import { testimonyAdminQuerySchema } from '../care-lists';
import { adminRows } from './admin-rows';

const tag = 'Testimonies';
const testimonies = adminRows({
  tag,
  path: '/api/testimonies/admin',
  notFoundMessage: testimonyNotFoundMessage,
});

export const testimonyRoutes = {
  listPublic: pagedList({
    path: '/api/testimonies/public',
    summary: 'Approved testimonies, newest first',
    tag,
    access: 'anyone',
    item: testimonySchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/testimonies',
    summary: 'Share a testimony (shown once an admin approves it)',
    tag,
    access: 'anyone',
    optionalViewer: true,
    body: testimonyInputSchema,
    response: testimonySchema,
    status: 201,
    rateLimit: { policy: 'public-form', bucket: 'testimony' },
  }),
  listAll: pagedList({
    path: '/api/testimonies/admin/all',
    summary: 'Every testimony: waiting ones first, then newest; optionally one status',
    tag,
    access: 'admin',
    query: testimonyAdminQuerySchema,
    item: testimonySchema,
  }),
  approve: testimonies.update('Approve a testimony', testimonyApprovalSchema, testimonySchema),
  remove: testimonies.remove('Delete a testimony'),
};
