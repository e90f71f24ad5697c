/**
 * What members and visitors send in (docs/product.md#community-api): prayer requests, testimonies,
 * new-convert forms, volunteer and campus applications, and the admin dashboard's figures, wired
 * together so app.ts stays one line per area.
 */
import { socketEvents } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { PublicFormGuard } from '../http/public-form-guard';
import type { RateLimiter } from '../plugins/rate-limit';
import { PUBLIC_ROOM } from '../realtime/rooms';
import type { TorchSocketServer } from '../realtime/socket-server';
import { registerAdminStatsRoutes } from './admin-stats/routes';
import { AdminStatsService } from './admin-stats/service';
import { registerNewConvertRoutes } from './new-converts/routes';
import { NewConvertService } from './new-converts/service';
import { registerPrayerRoutes } from './prayer/routes';
import { PrayerService } from './prayer/service';
import { registerTestimonyRoutes } from './testimonies/routes';
import { TestimonyService } from './testimonies/service';

export function registerCommunityModules(
  app: FastifyInstance,
  deps: {
    db: Database;
    formGuard: PublicFormGuard;
    io: TorchSocketServer;
    /** Per-member limits on applications (the public form guard counts per address). */
    limiter: RateLimiter;
    /** config.churchTimeZone: the dashboard's days are the church's days. */
    timeZone: string;
    /** The clock; tests pin it. */
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const prayers = new PrayerService(deps.db, (request) => {
    deps.io.to(PUBLIC_ROOM).emit(socketEvents.prayerRequestCreated, request);
  });
  registerPrayerRoutes(app, prayers, deps.formGuard);
  const testimonies = new TestimonyService(deps.db);
  registerTestimonyRoutes(app, testimonies, deps.formGuard);
  const newConverts = new NewConvertService(deps.db);
  registerNewConvertRoutes(app, newConverts, deps.formGuard);
  const adminStats = new AdminStatsService(deps.db, { timeZone: deps.timeZone, now });
  registerAdminStatsRoutes(app, adminStats);
  return { prayers, testimonies, newConverts, adminStats };
}
