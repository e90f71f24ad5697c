/** Light Campuses and campus proposals (docs/product.md#light-campuses, #admin-campuses). */
import { z } from 'zod';
import {
  campusApplicationInputSchema,
  campusApplicationSchema,
  campusApprovalInputSchema,
  lightCampusInputSchema,
} from '../community';
import { defineRoute } from '../http/route';
import {
  campusApplicationNotFoundMessage,
  campusNotFoundMessage,
  lightCampusSchema,
} from '../ministries';
import { idParamsSchema } from './params';

const tag = 'Light Campuses';
const campusById = { params: idParamsSchema, notFoundMessage: campusNotFoundMessage } as const;
const applicationById = {
  params: idParamsSchema,
  notFoundMessage: campusApplicationNotFoundMessage,
} as const;

export const campusRoutes = {
  listActive: defineRoute({
    method: 'GET',
    path: '/api/light-campuses/public',
    summary: 'The active campuses, as the Light Campuses page shows them',
    tag,
    access: 'anyone',
    response: z.array(lightCampusSchema),
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/light-campuses/admin/all',
    summary: 'Every campus, inactive ones included',
    tag,
    access: 'admin',
    response: z.array(lightCampusSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/light-campuses/admin',
    summary: 'Open a campus',
    tag,
    access: 'admin',
    body: lightCampusInputSchema,
    response: lightCampusSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/light-campuses/admin/:id',
    summary: 'Change a campus',
    tag,
    access: 'admin',
    ...campusById,
    body: lightCampusInputSchema,
    response: lightCampusSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/light-campuses/admin/:id',
    summary: 'Delete a campus',
    tag,
    access: 'admin',
    ...campusById,
    response: null,
    status: 204,
  }),
};

const applicationTag = 'Campus proposals';

export const campusApplicationRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/api/light-campuses/apply',
    summary: "Propose a campus ('Start a Campus')",
    tag: applicationTag,
    access: 'member',
    rateLimit: { policy: 'member-application', bucket: 'campus-apply' },
    body: campusApplicationInputSchema,
    response: campusApplicationSchema,
    status: 201,
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/light-campuses/admin/applications',
    summary: 'Every proposal, newest first',
    tag: applicationTag,
    access: 'admin',
    response: z.array(campusApplicationSchema),
  }),
  approve: defineRoute({
    method: 'PUT',
    path: '/api/light-campuses/admin/applications/:id/approve',
    summary:
      'Approve a proposal, which opens its campus (as proposed, or as the admin completed it)',
    tag: applicationTag,
    access: 'admin',
    ...applicationById,
    body: campusApprovalInputSchema,
    response: campusApplicationSchema,
  }),
  reject: defineRoute({
    method: 'PUT',
    path: '/api/light-campuses/admin/applications/:id/reject',
    summary: 'Reject a proposal',
    tag: applicationTag,
    access: 'admin',
    ...applicationById,
    response: campusApplicationSchema,
  }),
};
