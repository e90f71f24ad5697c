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
import { idParamsSchema } from './params';

const byId = { params: idParamsSchema, notFoundMessage: prayerRequestNotFoundMessage } as const;

export const prayerRoutes = {
  listPublic: defineRoute({
    method: 'GET',
    path: '/api/prayer-requests/public',
    summary: 'The prayer wall: public requests, without e-mail addresses',
    tag: 'Prayer',
    access: 'anyone',
    response: z.array(publicPrayerRequestSchema),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/prayer-requests',
    summary: 'Send a prayer request (a signed-in sender is remembered as a member)',
    tag: 'Prayer',
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
    tag: 'Prayer',
    access: 'admin',
    response: z.array(prayerRequestSchema),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/prayer-requests/admin/:id',
    summary: 'Mark a prayer request answered or private',
    tag: 'Prayer',
    access: 'admin',
    ...byId,
    body: prayerRequestUpdateSchema,
    response: prayerRequestSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/prayer-requests/admin/:id',
    summary: 'Delete a prayer request',
    tag: 'Prayer',
    access: 'admin',
    ...byId,
    response: null,
    status: 204,
  }),
};
