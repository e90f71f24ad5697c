/** The prayer wall and its moderation (docs/product.md#community-api). */
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import {
  prayerRequestInputSchema,
  prayerRequestNotFoundMessage,
  prayerRequestSchema,
  prayerRequestUpdateSchema,
  publicPrayerRequestSchema,
} from '../community';
import { prayerRequestAdminQuerySchema } from '../care-lists';
import { adminRows } from './admin-rows';

const tag = 'Prayer';
const requests = adminRows({
  tag,
  path: '/api/prayer-requests/admin',
  notFoundMessage: prayerRequestNotFoundMessage,
});

export const prayerRoutes = {
  listPublic: pagedList({
    path: '/api/prayer-requests/public',
    summary: 'The prayer wall: public requests, newest first, without e-mail addresses',
    tag,
    access: 'anyone',
    item: publicPrayerRequestSchema,
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
  listAll: pagedList({
    path: '/api/prayer-requests/admin/all',
    summary: 'Every prayer request, private ones too, newest first; a tab and a search',
    tag,
    access: 'admin',
    query: prayerRequestAdminQuerySchema,
    item: prayerRequestSchema,
  }),
  update: requests.update(
    'Mark a prayer request answered or private',
    prayerRequestUpdateSchema,
    prayerRequestSchema,
  ),
  remove: requests.remove('Delete a prayer request'),
};
