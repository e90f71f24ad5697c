/** Testimonies and their moderation (docs/product.md#community-api). */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import {
  testimonyApprovalSchema,
  testimonyInputSchema,
  testimonyNotFoundMessage,
  testimonySchema,
} from '../community';
import { idParamsSchema } from './params';

const byId = { params: idParamsSchema, notFoundMessage: testimonyNotFoundMessage } as const;

export const testimonyRoutes = {
  listPublic: defineRoute({
    method: 'GET',
    path: '/api/testimonies/public',
    summary: 'Approved testimonies',
    tag: 'Testimonies',
    access: 'anyone',
    response: z.array(testimonySchema),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/testimonies',
    summary: 'Share a testimony (shown once an admin approves it)',
    tag: 'Testimonies',
    access: 'anyone',
    optionalViewer: true,
    body: testimonyInputSchema,
    response: testimonySchema,
    status: 201,
    rateLimit: { policy: 'public-form', bucket: 'testimony' },
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/testimonies/admin/all',
    summary: 'Every testimony, waiting ones too',
    tag: 'Testimonies',
    access: 'admin',
    response: z.array(testimonySchema),
  }),
  approve: defineRoute({
    method: 'PUT',
    path: '/api/testimonies/admin/:id',
    summary: 'Approve a testimony',
    tag: 'Testimonies',
    access: 'admin',
    ...byId,
    body: testimonyApprovalSchema,
    response: testimonySchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/testimonies/admin/:id',
    summary: 'Delete a testimony',
    tag: 'Testimonies',
    access: 'admin',
    ...byId,
    response: null,
    status: 204,
  }),
};
