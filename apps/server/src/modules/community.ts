/**
 * What members and visitors send in (issue 6): prayer requests, testimonies and new-convert
 * forms, wired together so app.ts stays one line per area.
 */
import { socketEvents } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { PublicFormGuard } from '../http/public-form-guard';
import { PUBLIC_ROOM, type TorchSocketServer } from '../realtime/socket-server';
import { registerNewConvertRoutes } from './new-converts/routes';
import { NewConvertService } from './new-converts/service';
import { registerPrayerRoutes } from './prayer/routes';
import { PrayerService } from './prayer/service';
import { registerTestimonyRoutes } from './testimonies/routes';
import { TestimonyService } from './testimonies/service';

export function registerCommunityModules(
  app: FastifyInstance,
  deps: { db: Database; formGuard: PublicFormGuard; io: TorchSocketServer },
) {
  const prayers = new PrayerService(deps.db, (request) => {
    deps.io.to(PUBLIC_ROOM).emit(socketEvents.prayerRequestCreated, request);
  });
  registerPrayerRoutes(app, prayers, deps.formGuard);
  const testimonies = new TestimonyService(deps.db);
  registerTestimonyRoutes(app, testimonies, deps.formGuard);
  const newConverts = new NewConvertService(deps.db);
  registerNewConvertRoutes(app, newConverts, deps.formGuard);
  return { prayers, testimonies, newConverts };
}
