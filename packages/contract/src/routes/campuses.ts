/** Light Campuses and campus proposals (docs/product.md#light-campuses, #admin-campuses). */
import {
  applicationListQuerySchema,
  campusApplicationInputSchema,
  campusApplicationSchema,
  campusApprovalInputSchema,
  lightCampusInputSchema,
} from '../community';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import {
  campusApplicationNotFoundMessage,
  campusNotFoundMessage,
  lightCampusSchema,
} from '../ministries';
import { adminRows } from './admin-rows';
import { idParamsSchema } from './params';

const tag = 'Light Campuses';
const campuses = adminRows({
  tag,
  path: '/api/light-campuses/admin',
  notFoundMessage: campusNotFoundMessage,
});
const applicationById = {
  params: idParamsSchema,
  notFoundMessage: campusApplicationNotFoundMessage,
} as const;

export const campusRoutes = {
  listActive: pagedList({
    path: '/api/light-campuses/public',
    summary: 'The active campuses, as the Light Campuses page shows them',
    tag,
    access: 'anyone',
    item: lightCampusSchema,
  }),
  listAll: pagedList({
    path: '/api/light-campuses/admin/all',
    summary: 'Every campus, inactive ones included',
    tag,
    access: 'admin',
    item: lightCampusSchema,
  }),
  create: campuses.create('Open a campus', lightCampusInputSchema, lightCampusSchema),
  update: campuses.update('Change a campus', lightCampusInputSchema, lightCampusSchema),
  remove: campuses.remove('Delete a campus'),
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
  listAll: pagedList({
    path: '/api/light-campuses/admin/applications',
    summary: 'Every proposal, newest first',
    tag: applicationTag,
    access: 'admin',
    query: applicationListQuerySchema,
    item: campusApplicationSchema,
  }),
  approve: defineRoute({
    method: 'PUT',
    path: '/api/light-campuses/admin/applications/:id/approve',
    summary:
      'Approve a proposal, which opens its campus (as proposed, or as the admin completed it)',
    tag: applicationTag,
    access: 'admin',
    refusals: { 409: 'This application has already been decided' },
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
    refusals: { 409: 'This application has already been decided' },
    ...applicationById,
    response: campusApplicationSchema,
  }),
};
