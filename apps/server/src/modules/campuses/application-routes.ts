/** HTTP shape of campus proposals: 'Start a Campus' and the admins' Applications tab. */
import { campusApplicationInputSchema, campusApprovalInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireViewer } from '../../auth/request-auth';
import { TOO_MANY_SUBMISSIONS } from '../../http/public-form-guard';
import { parseId, parseWith } from '../../http/validate';
import type { RateLimiter } from '../../plugins/rate-limit';
import { CAMPUS_APPLICATION_NOT_FOUND, type CampusApplicationService } from './application-service';

/** Proposals per member per minute: a person sends one; a script is stopped. */
export const CAMPUS_APPLY_LIMIT_PER_MINUTE = 10;

export function registerCampusApplicationRoutes(
  app: FastifyInstance,
  applications: CampusApplicationService,
  limiter: RateLimiter,
): void {
  app.post('/api/light-campuses/apply', async (request, reply) => {
    const member = await requireViewer(request);
    await limiter.consume(
      [
        {
          key: `campus-apply:user:${member.id}`,
          limit: CAMPUS_APPLY_LIMIT_PER_MINUTE,
          windowMs: 60_000,
        },
      ],
      TOO_MANY_SUBMISSIONS,
    );
    const input = parseWith(campusApplicationInputSchema, request.body);
    return reply.status(201).send(await applications.submit(input, member));
  });

  app.get('/api/light-campuses/admin/applications', async (request) => {
    await requireAdmin(request);
    return applications.listAll();
  });

  app.put('/api/light-campuses/admin/applications/:id/approve', async (request) => {
    const admin = await requireAdmin(request);
    const id = parseId(request.params, CAMPUS_APPLICATION_NOT_FOUND);
    const { campus } = parseWith(campusApprovalInputSchema, request.body);
    return applications.approve(id, campus ? { campus, admin } : undefined);
  });

  app.put('/api/light-campuses/admin/applications/:id/reject', async (request) => {
    await requireAdmin(request);
    return applications.reject(parseId(request.params, CAMPUS_APPLICATION_NOT_FOUND));
  });
}
