/** Ministry teams and volunteering (docs/product.md#serve, docs/product.md#admin-serve). */
import {
  applicationDecisionSchema,
  applicationListQuerySchema,
  ministryTeamInputSchema,
  myVolunteerApplicationSchema,
  volunteerApplicationInputSchema,
  volunteerApplicationSchema,
} from '../community';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import {
  ministryTeamSchema,
  teamNotFoundMessage,
  volunteerApplicationNotFoundMessage,
} from '../ministries';
import { adminRows } from './admin-rows';

const tag = 'Ministry teams';
const teams = adminRows({ tag, path: '/api/ministry-teams', notFoundMessage: teamNotFoundMessage });

export const ministryRoutes = {
  listActive: pagedList({
    path: '/api/ministry-teams/public',
    summary: 'The active teams, as the Ministries and Serve pages show them',
    tag,
    access: 'anyone',
    item: ministryTeamSchema,
  }),
  listAll: pagedList({
    path: '/api/ministry-teams/admin',
    summary: 'Every team, inactive ones included',
    tag,
    access: 'admin',
    item: ministryTeamSchema,
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
    refusals: { 404: 'No such active team', 409: 'An application to this team is still open' },
    rateLimit: { policy: 'member-application', bucket: 'volunteer-apply' },
    body: volunteerApplicationInputSchema,
    response: volunteerApplicationSchema,
    status: 201,
  }),
  mine: pagedList({
    path: '/api/volunteer/mine',
    summary: "The member's own applications, so the Serve page can badge those teams",
    tag: volunteerTag,
    access: 'member',
    item: myVolunteerApplicationSchema,
  }),
  listAll: pagedList({
    path: '/api/volunteer/applications',
    summary: 'Every application, newest first',
    tag: volunteerTag,
    access: 'admin',
    query: applicationListQuerySchema,
    item: volunteerApplicationSchema,
  }),
  decide: defineRoute({
    ...applications.update(
      'Approve or reject an application, once',
      applicationDecisionSchema,
      volunteerApplicationSchema,
    ),
    refusals: { 409: 'This application has already been decided' },
  }),
};
