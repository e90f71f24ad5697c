/** HTTP shape of volunteering: Apply to Join, the member's own list, the admins' decisions. */
import { applicationDecisionSchema, volunteerApplicationInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireViewer } from '../../auth/request-auth';
import { TOO_MANY_SUBMISSIONS } from '../../http/public-form-guard';
import { parseId, parseWith } from '../../http/validate';
import type { RateLimiter } from '../../plugins/rate-limit';
import { APPLICATION_NOT_FOUND, type VolunteerService } from './volunteer-service';

/** Applications per member per minute: plenty for a person, a wall for a script. */
export const VOLUNTEER_APPLY_LIMIT_PER_MINUTE = 10;

export function registerVolunteerRoutes(
  app: FastifyInstance,
  volunteers: VolunteerService,
  limiter: RateLimiter,
): void {
  app.post('/api/volunteer/apply', async (request, reply) => {
    const member = await requireViewer(request);
    await limiter.consume(
      [
        {
          key: `volunteer-apply:user:${member.id}`,
          limit: VOLUNTEER_APPLY_LIMIT_PER_MINUTE,
          windowMs: 60_000,
        },
      ],
      TOO_MANY_SUBMISSIONS,
    );
    const input = parseWith(volunteerApplicationInputSchema, request.body);
    return reply.status(201).send(await volunteers.apply(input, member));
  });

  // Our addition to the original API: the Serve page badges the teams a member applied to.
  app.get('/api/volunteer/mine', async (request) => {
    const member = await requireViewer(request);
    return volunteers.listMine(member.id);
  });

  app.get('/api/volunteer/applications', async (request) => {
    await requireAdmin(request);
    return volunteers.listAll();
  });

  app.put('/api/volunteer/applications/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, APPLICATION_NOT_FOUND);
    return volunteers.decide(id, parseWith(applicationDecisionSchema, request.body));
  });
}
