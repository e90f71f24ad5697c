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
import { adminRows } from './admin-rows';

const tag = 'Ministry teams';
const teams = adminRows({ tag, path: '/api/ministry-teams', notFoundMessage: teamNotFoundMessage });

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
  create: teams.create('Add a team', ministryTeamInputSchema, ministryTeamSchema),
  update: teams.update('Change a team', ministryTeamInputSchema, ministryTeamSchema),
  remove: teams.remove('Delete a team'),
};

const volunteerTag = 'Volunteering';
const applications = adminRows({
  tag: volunteerTag,
  path: '/api/volunteer/applications',
  notFoundMessage: volunteerApplicationNotFoundMessage,
});

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
  decide: applications.update(
    'Approve or reject an application, once',
    applicationDecisionSchema,
    volunteerApplicationSchema,
  ),
};
