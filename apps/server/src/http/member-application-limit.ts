/**
 * Applications a member sends (to join a team, to start a campus) are limited per member, not
 * per address: a person sends a few, a script is stopped. Counted before the body is read, as
 * the public forms are, so a flood of broken requests is stopped too (docs/product.md#rate-limits).
 */
import type { RouteRateLimit } from '@torch/contract';
import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../auth/request-auth';
import type { RateLimiter } from '../plugins/rate-limit';
import { TOO_MANY_SUBMISSIONS } from './public-form-guard';

/** Applications per member per minute, per kind (the declaration's bucket). */
export const MEMBER_APPLICATIONS_PER_MINUTE = 10;

export function memberApplicationLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest, limit: RouteRateLimit): Promise<void> => {
    // The registrar has already resolved the member; this reads the same cached lookup.
    const member = await requireViewer(request);
    await limiter.consume(
      [
        {
          key: `${limit.bucket ?? 'application'}:user:${member.id}`,
          limit: MEMBER_APPLICATIONS_PER_MINUTE,
          windowMs: 60_000,
        },
      ],
      TOO_MANY_SUBMISSIONS,
    );
  };
}
