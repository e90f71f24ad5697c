/** Ministry teams and volunteering (docs/product.md#serve, docs/product.md#admin-serve). */
import { z } from 'zod';
import {
  applicationDecisionSchema,
  ministryTeamInputSchema,
  myVolunteerApplicationSchema,
  volunteerApplicationInputSchema,
  volunteerApplicationSchema,
} from '../community';
import { defineRoute } from '../http/route';
import {
  ministryTeamSchema,
  teamNotFoundMessage,
  volunteerApplicationNotFoundMessage,
} from '../ministries';
import { idParamsSchema } from './params';

const tag = 'Ministry teams';

export const ministryRoutes = {
  listActive: defineRoute({
    method: 'GET',
    path: '/api/ministry-teams/public',
    summary: 'The active teams, as the Ministries and Serve pages show them',
    tag,
    access: 'anyone',
    response: z.array(ministryTeamSchema),
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/ministry-teams/admin',
    summary: 'Every team, inactive ones included',
    tag,
    access: 'admin',
    response: z.array(ministryTeamSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/ministry-teams',
    summary: 'Add a team',
    tag,
    access: 'admin',
    body: ministryTeamInputSchema,
    response: ministryTeamSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/ministry-teams/:id',
    summary: 'Change a team',
    tag,
    access: 'admin',
    params: idParamsSchema,
    notFoundMessage: teamNotFoundMessage,
    body: ministryTeamInputSchema,
    response: ministryTeamSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/ministry-teams/:id',
    summary: 'Delete a team',
    tag,
    access: 'admin',
    params: idParamsSchema,
    notFoundMessage: teamNotFoundMessage,
    response: null,
    status: 204,
  }),
};

const volunteerTag = 'Volunteering';

export const volunteerRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/api/volunteer/apply',
    summary: 'Apply to join an active team (one open application per team)',
    tag: volunteerTag,
    access: 'member',
    rateLimit: { policy: 'member-application', bucket: 'volunteer-apply' },
    body: volunteerApplicationInputSchema,
    response: volunteerApplicationSchema,
    status: 201,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/volunteer/mine',
    summary: "The member's own applications, so the Serve page can badge those teams",
    tag: volunteerTag,
    access: 'member',
    response: z.array(myVolunteerApplicationSchema),
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/volunteer/applications',
    summary: 'Every application, newest first',
    tag: volunteerTag,
    access: 'admin',
    response: z.array(volunteerApplicationSchema),
  }),
  decide: defineRoute({
    method: 'PUT',
    path: '/api/volunteer/applications/:id',
    summary: 'Approve or reject an application, once',
    tag: volunteerTag,
    access: 'admin',
    params: idParamsSchema,
    notFoundMessage: volunteerApplicationNotFoundMessage,
    body: applicationDecisionSchema,
    response: volunteerApplicationSchema,
  }),
};
