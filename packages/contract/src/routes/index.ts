/**
 * Every HTTP route of the API, by area. The server registers from these, the web app's client
 * calls them, and the OpenAPI document at /api/openapi.json is generated from them.
 */
import type { RouteDeclaration, RouteGroup } from '../http/route';
import { blogRoutes } from './blog';
import { campusApplicationRoutes, campusRoutes } from './campuses';
import { eventRoutes } from './events';
import { leaderRoutes } from './leaders';
import { ministryRoutes, volunteerRoutes } from './ministries';
import { siteContentRoutes, torchKidsRoutes } from './site-content';
import { teachingRoutes } from './teachings';

export { idParamsSchema } from './params';
export { leaderRoutes } from './leaders';
export { blogRoutes } from './blog';
export { eventRoutes } from './events';
export { teachingRoutes } from './teachings';
export { ministryRoutes, volunteerRoutes } from './ministries';
export { campusRoutes, campusApplicationRoutes } from './campuses';
export { siteContentRoutes, torchKidsRoutes } from './site-content';

export const apiRoutes = {
  leaders: leaderRoutes,
  blog: blogRoutes,
  events: eventRoutes,
  teachings: teachingRoutes,
  ministries: ministryRoutes,
  volunteers: volunteerRoutes,
  campuses: campusRoutes,
  campusApplications: campusApplicationRoutes,
  siteContent: siteContentRoutes,
  torchKids: torchKidsRoutes,
};

/** The declarations as one list (the reference, the security suite). */
export function allRouteDeclarations(): RouteDeclaration[] {
  const groups: RouteGroup[] = Object.values(apiRoutes);
  return groups.flatMap((group) => Object.values(group));
}
