/**
 * Every HTTP route of the API, by area. The server registers from these, the web app's client
 * calls them, and the OpenAPI document at /api/openapi.json is generated from them.
 */
import type { RouteDeclaration, RouteGroup } from '../http/route';
import {
  accountRoutes,
  authRoutes,
  invitationRoutes,
  passwordRoutes,
  profileRoutes,
  userRoutes,
} from './accounts';
import { adminStatsRoutes } from './admin-stats';
import { assistantRoutes } from './assistant';
import { blogRoutes } from './blog';
import { campusApplicationRoutes, campusRoutes } from './campuses';
import { chatRoutes } from './chat';
import { churchRoutes } from './church';
import { contactRoutes } from './contact';
import { eventCalendarRoutes } from './event-calendar';
import { eventRoutes } from './events';
import { eventRegistrationRoutes } from './event-registrations';
import { givingRoutes } from './giving';
import { givingRecordRoutes } from './giving-records';
import { healthRoutes } from './health';
import { leaderRoutes } from './leaders';
import { ministryRoutes, volunteerRoutes } from './ministries';
import { newConvertRoutes } from './new-converts';
import { newsletterRoutes } from './newsletter';
import { notificationRoutes } from './notifications';
import { prayerRoutes } from './prayer';
import { siteContentRoutes, torchKidsRoutes } from './site-content';
import { teachingRoutes } from './teachings';
import { testimonyRoutes } from './testimonies';
import { uploadRoutes } from './uploads';

export { idParamsSchema } from './params';
export {
  accountRoutes,
  authRoutes,
  invitationRoutes,
  passwordRoutes,
  profileRoutes,
  userRoutes,
} from './accounts';
export { adminStatsRoutes } from './admin-stats';
export { assistantRoutes } from './assistant';
export { chatRoutes } from './chat';
export { churchRoutes } from './church';
export { blogRoutes } from './blog';
export { campusApplicationRoutes, campusRoutes } from './campuses';
export { contactRoutes } from './contact';
export {
  eventCalendarParamsSchema,
  eventCalendarRoutes,
  eventCalendarSettingsSchema,
  type EventCalendarSettings,
} from './event-calendar';
export { eventRoutes } from './events';
export { eventRegistrationRoutes } from './event-registrations';
export { givingRoutes } from './giving';
export { givingRecordRoutes } from './giving-records';
export { healthRoutes } from './health';
export { leaderRoutes } from './leaders';
export { ministryRoutes, volunteerRoutes } from './ministries';
export { newConvertRoutes } from './new-converts';
export { newsletterRoutes } from './newsletter';
export { notificationRoutes } from './notifications';
export { prayerRoutes } from './prayer';
export { siteContentRoutes, torchKidsRoutes } from './site-content';
export { teachingRoutes } from './teachings';
export { testimonyRoutes } from './testimonies';
export { uploadRoutes } from './uploads';

export const apiRoutes = {
  health: healthRoutes,
  auth: authRoutes,
  password: passwordRoutes,
  profile: profileRoutes,
  account: accountRoutes,
  users: userRoutes,
  invitations: invitationRoutes,
  uploads: uploadRoutes,
  blog: blogRoutes,
  events: eventRoutes,
  eventRegistrations: eventRegistrationRoutes,
  eventCalendar: eventCalendarRoutes,
  teachings: teachingRoutes,
  leaders: leaderRoutes,
  ministries: ministryRoutes,
  volunteers: volunteerRoutes,
  campuses: campusRoutes,
  campusApplications: campusApplicationRoutes,
  siteContent: siteContentRoutes,
  torchKids: torchKidsRoutes,
  contact: contactRoutes,
  newsletter: newsletterRoutes,
  newConverts: newConvertRoutes,
  prayer: prayerRoutes,
  testimonies: testimonyRoutes,
  adminStats: adminStatsRoutes,
  chat: chatRoutes,
  assistant: assistantRoutes,
  giving: givingRoutes,
  church: churchRoutes,
  givingRecords: givingRecordRoutes,
  notifications: notificationRoutes,
};

/** The declarations as one list (the reference, the security suite). */
export function allRouteDeclarations(): RouteDeclaration[] {
  return Object.values<RouteGroup>(apiRoutes).flatMap((group) => Object.values(group));
}

/**
 * Each declaration's name in the reference, from its group and key (`blog.bySlug` →
 * `blogBySlug`): an OpenAPI operationId, which code generators turn into a function name.
 */
export function routeOperationIds(): Map<RouteDeclaration, string> {
  const names = new Map<RouteDeclaration, string>();
  for (const [group, routes] of Object.entries<RouteGroup>(apiRoutes)) {
    for (const [key, route] of Object.entries(routes)) {
      names.set(route, `${group}${key.charAt(0).toUpperCase()}${key.slice(1)}`);
    }
  }
  return names;
}
