/**
 * Every HTTP route of the API, by area. The server registers from these, the web app's client
 * calls them, and the OpenAPI document at /api/openapi.json is generated from them.
 */
import type { RouteDeclaration } from '../http/route';
import { leaderRoutes } from './leaders';

export { idParamsSchema } from './params';
export { leaderRoutes } from './leaders';

export const apiRoutes = {
  leaders: leaderRoutes,
};

/** The declarations as one list (the reference, the security suite). */
export function allRouteDeclarations(): RouteDeclaration[] {
  return Object.values(apiRoutes).flatMap((group) => Object.values(group));
}
