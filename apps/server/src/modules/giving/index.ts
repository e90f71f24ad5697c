/**
 * Giving by MTN Mobile Money and Airtel Money (docs/giving.md,
 * docs/decisions/030-mobile-money.md).
 */
import { givingRecordRoutes, givingRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { readChurchSettings } from '../church/settings-reader';
import type { MailQueue } from '../mail/service';
import type { ModuleDeps } from '../module';
import { runWhileUp } from '../polling-worker';
import { MemberGivingRecords } from './member-records';
import { DonationPoller } from './poller';
import { createProviders } from './providers';
import { CallbackGate } from './callback-gate';
import { givingRecordRouteHandlers, givingRouteHandlers } from './routes';
import { DonationService } from './service';
import { StaffGivingRecords } from './staff-records';

export function register(app: FastifyInstance, deps: ModuleDeps, needs: { mail: MailQueue }) {
  const { payments } = deps.config;
  const callbackGate = new CallbackGate(deps.limiter);
  const donations = new DonationService(
    deps.db,
    payments,
    createProviders(payments, deps.now),
    deps.limiter,
    deps.log,
    deps.now,
    { publicUrl: deps.config.mail.publicUrl },
    needs.mail,
    callbackGate,
  );
  // Counted per address before the callback is looked at: it is only a hint (docs/giving.md).
  deps.routes.limitBy('payment-callback', (request) => callbackGate.fromAddress(request.ip));
  deps.routes.register(givingRoutes, givingRouteHandlers(donations));
  deps.routes.register(
    givingRecordRoutes,
    givingRecordRouteHandlers(
      new MemberGivingRecords(deps.db, payments.mode),
      new StaffGivingRecords(deps.db, deps.now),
      deps.now,
      () => readChurchSettings(deps.db),
    ),
  );
  const poller = new DonationPoller(donations, payments.pollIntervalMs, deps.log);
  // Started once the app is ready, so gifts left pending by a restart are looked up again.
  runWhileUp(app, poller);
  return { donations };
}
