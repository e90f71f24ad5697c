/**
 * Volunteer and campus applications (docs/product.md#community-api), until they join their
 * ministries and campuses modules. Prayer, testimonies, new converts and the dashboard figures
 * are modules of their own now (`modules/<area>/index.ts`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { RateLimiter } from '../plugins/rate-limit';
import { registerCampusApplicationRoutes } from './campuses/application-routes';
import { CampusApplicationService } from './campuses/application-service';
import { registerVolunteerRoutes } from './ministries/volunteer-routes';
import { VolunteerService } from './ministries/volunteer-service';

export function registerCommunityModules(
  app: FastifyInstance,
  deps: {
    db: Database;
    /** Per-member limits on applications (the public form guard counts per address). */
    limiter: RateLimiter;
    /** The clock; tests pin it. */
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const volunteers = new VolunteerService(deps.db);
  registerVolunteerRoutes(app, volunteers, deps.limiter);
  const campusApplications = new CampusApplicationService(deps.db, now);
  registerCampusApplicationRoutes(app, campusApplications, deps.limiter);
  return { volunteers, campusApplications };
}
