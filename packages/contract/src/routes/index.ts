/**
 * Every HTTP route of the API, by area. The server registers from these, the web app's client
 * calls them, and the OpenAPI document at /api/openapi.json is generated from them.
 */
import type { RouteDeclaration, RouteGroup } from '../http/route';
import { authRoutes, profileRoutes, userRoutes } from './accounts';
import { assistantRoutes } from './assistant';
import { chatRoutes } from './chat';
import { leaderRoutes } from './leaders';

export { idParamsSchema } from './params';
export { leaderRoutes } from './leaders';
export { authRoutes, profileRoutes, userRoutes } from './accounts';
export { chatRoutes } from './chat';
export { assistantRoutes } from './assistant';

export const apiRoutes = {
  leaders: leaderRoutes,
  auth: authRoutes,
  profile: profileRoutes,
  users: userRoutes,
  chat: chatRoutes,
  assistant: assistantRoutes,
};

/** The declarations as one list (the reference, the security suite). */
export function allRouteDeclarations(): RouteDeclaration[] {
  const groups: RouteGroup[] = Object.values(apiRoutes);
  return groups.flatMap((group) => Object.values(group));
}
