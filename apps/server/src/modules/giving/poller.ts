/**
 * Asks the networks about pending gifts until each is final or expired, in the server process
 * (docs/decisions/030-mobile-money.md): a lost callback changes nothing, and after a restart the
 * gifts still pending are simply looked up again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DonationService } from './service';

export class DonationPoller {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;

  constructor(
    private readonly donations: DonationService,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.poll();
    this.timer = setInterval(() => this.poll(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the lookups under way, so none writes after the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
    await Promise.all(this.donations.inFlight.values());
  }

  private poll(): void {
    if (this.round) return;
    this.round = this.donations
      .lookUpPending()
      .catch((error: unknown) => {
        this.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'donation poll failed',
        );
      })
      .finally(() => {
        this.round = undefined;
      });
  }
}
