/** The signed-in member's own profile (document 1 §7, document 2 §7). */
import { updateProfileRequestSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../auth/request-auth';
import { parseWith } from '../../http/validate';
import { toUserDto } from './presenter';
import type { UserService } from './service';

export function registerProfileRoutes(app: FastifyInstance, usersService: UserService): void {
  app.get('/api/profile/me', async (request) => toUserDto(await requireViewer(request)));

  app.put('/api/profile/me', async (request) => {
    const viewer = await requireViewer(request);
    const changes = parseWith(updateProfileRequestSchema, request.body);
    return toUserDto(await usersService.updateProfile(viewer.id, changes));
  });
}
