/**
 * How much a flood of payment callbacks may cost (docs/giving.md#how-a-status-is-decided): per
 * address before the callback is read (the route's `payment-callback` policy), and per gift a
 * few lookups and one audit row a minute, counted in the shared RateLimiter (Redis when set).
 */
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';

const MINUTE = 60_000;
/** Callbacks from one address a minute, before 429 (a network's own servers send far fewer). */
export const CALLBACKS_PER_ADDRESS_PER_MINUTE = 120;
/** Callbacks about one gift that prompt a lookup, a minute; a network sends one or two. */
export const CALLBACKS_PER_GIFT_PER_MINUTE = 10;

export class CallbackGate {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one callback from an address; 429 with Retry-After past the limit. */
  fromAddress(ip: string): Promise<void> {
    return this.limiter.consume([
      {
        key: `payment-callback:ip:${ip}`,
        limit: CALLBACKS_PER_ADDRESS_PER_MINUTE,
        windowMs: MINUTE,
      },
    ]);
  }

  /**
   * Whether a callback about a gift may prompt a lookup, and whether it is the minute's one
   * audit row; the poller still looks the gift up either way.
   */
  async admit(giftId: string): Promise<{ lookUp: boolean; record: boolean }> {
    if (!(await this.admits(`payment-callback:gift:${giftId}`, CALLBACKS_PER_GIFT_PER_MINUTE)))
      return { lookUp: false, record: false };
    return { lookUp: true, record: await this.admits(`payment-callback:record:${giftId}`, 1) };
  }

  private async admits(key: string, limit: number): Promise<boolean> {
    try {
      await this.limiter.consume([{ key, limit, windowMs: MINUTE }]);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return false;
      throw error;
    }
  }
}
