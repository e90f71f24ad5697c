/** The prayer wall and its moderation (docs/product.md#community-api). */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import {
  prayerRequestInputSchema,
  prayerRequestNotFoundMessage,
  prayerRequestSchema,
  prayerRequestUpdateSchema,
  publicPrayerRequestSchema,
} from '../community';
import { adminRows } from './admin-rows';

const tag = 'Prayer';
const requests = adminRows({
  tag,
  path: '/api/prayer-requests/admin',
  notFoundMessage: prayerRequestNotFoundMessage,
});

export const prayerRoutes = {
  listPublic: defineRoute({
    method: 'GET',
    path: '/api/prayer-requests/public',
    summary: 'The prayer wall: public requests, without e-mail addresses',
    tag,
    access: 'anyone',
    response: z.array(publicPrayerRequestSchema),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/prayer-requests',
    summary: 'Send a prayer request (a signed-in sender is remembered as a member)',
    tag,
    access: 'anyone',
    optionalViewer: true,
    body: prayerRequestInputSchema,
    response: prayerRequestSchema,
    status: 201,
    rateLimit: { policy: 'public-form', bucket: 'prayer' },
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/prayer-requests/admin/all',
    summary: 'Every prayer request, private ones too',
    tag,
    access: 'admin',
    response: z.array(prayerRequestSchema),
  }),
  update: requests.update(
    'Mark a prayer request answered or private',
    prayerRequestUpdateSchema,
    prayerRequestSchema,
  ),
  remove: requests.remove('Delete a prayer request'),
};
