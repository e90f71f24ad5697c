/**
 * Every HTTP route of the API, by area. The server registers from these, the web app's client
 * calls them, and the OpenAPI document at /api/openapi.json is generated from them.
 */
import type { RouteDeclaration, RouteGroup } from '../http/route';
import { leaderRoutes } from './leaders';
import { prayerRoutes } from './prayer';
import { testimonyRoutes } from './testimonies';
import { newConvertRoutes } from './new-converts';
import { contactRoutes } from './contact';
import { newsletterRoutes } from './newsletter';
import { adminStatsRoutes } from './admin-stats';
import { uploadRoutes } from './uploads';
import { healthRoutes } from './health';

export { idParamsSchema } from './params';
export { leaderRoutes } from './leaders';
export { prayerRoutes } from './prayer';
export { testimonyRoutes } from './testimonies';
export { newConvertRoutes } from './new-converts';
export { contactRoutes } from './contact';
export { newsletterRoutes } from './newsletter';
export { adminStatsRoutes } from './admin-stats';
export { uploadRoutes } from './uploads';
export { healthRoutes } from './health';

export const apiRoutes = {
  leaders: leaderRoutes,
  prayer: prayerRoutes,
  testimonies: testimonyRoutes,
  newConverts: newConvertRoutes,
  contact: contactRoutes,
  newsletter: newsletterRoutes,
  adminStats: adminStatsRoutes,
  uploads: uploadRoutes,
  health: healthRoutes,
};

/** The declarations as one list (the reference, the security suite). */
export function allRouteDeclarations(): RouteDeclaration[] {
  return Object.values<RouteGroup>(apiRoutes).flatMap((group) => Object.values(group));
}
