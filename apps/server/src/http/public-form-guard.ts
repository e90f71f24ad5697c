/** Forms anyone may send (contact, newsletter, prayer…) are limited per address to stop floods. */
import type { RateLimiter } from '../plugins/rate-limit';

const MINUTE = 60_000;
export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please wait a minute and try again.';

export class PublicFormGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly perIpPerMinute: number,
  ) {}

  admit(form: string, ip: string): Promise<void> {
    return this.limiter.consume(
      [{ key: `form:${form}:ip:${ip}`, limit: this.perIpPerMinute, windowMs: MINUTE }],
      TOO_MANY_SUBMISSIONS,
    );
  }
}
