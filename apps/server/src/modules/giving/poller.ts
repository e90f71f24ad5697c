/**
 * Asks the networks about pending gifts until each is final or expired, in the server process
 * (docs/decisions/030-mobile-money.md): a lost callback changes nothing, and after a restart the
 * gifts still pending are simply looked up again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker } from '../polling-worker';
import type { DonationService } from './service';

export class DonationPoller extends PollingWorker {
  constructor(
    private readonly donations: DonationService,
    intervalMs: number,
    log: FastifyBaseLogger,
  ) {
    super(
      () => donations.lookUpPending(),
      intervalMs,
      (error) =>
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'donation poll failed',
        ),
      { skipOverrun: true },
    );
  }

  /** Stops polling and waits for the lookups under way, so none writes after the database closes. */
  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all(this.donations.inFlight.values());
  }
}
