/** The signed-in member's own profile (docs/product.md#accounts-api). */
import { roleChangeSchema, updateProfileRequestSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { canUseAdminArea, roleChangeRefusal } from '../../auth/policies';
import { requireAdmin, requireViewer } from '../../auth/request-auth';
import { forbidden, notFound } from '../../http/app-error';
import { parseId, parseWith } from '../../http/validate';
import { toMemberDirectoryEntry, toPresenceDto, toUserDto } from './presenter';
import type { UserService } from './service';

export function registerProfileRoutes(app: FastifyInstance, usersService: UserService): void {
  app.get('/api/profile/me', async (request) => toUserDto(await requireViewer(request)));

  app.put('/api/profile/me', async (request) => {
    const viewer = await requireViewer(request);
    const changes = parseWith(updateProfileRequestSchema, request.body);
    return toUserDto(await usersService.updateProfile(viewer.id, changes));
  });
}

const USER_NOT_FOUND = 'User not found';

/** The member directory (chat) and the admins' user management (docs/product.md#users). */
export function registerUserAdminRoutes(
  app: FastifyInstance,
  usersService: UserService,
  presence: { onlineUserIds(): Promise<Set<string>> },
): void {
  app.get('/api/users', async (request) => {
    const viewer = await requireViewer(request);
    const [all, online] = await Promise.all([usersService.listAll(), presence.onlineUserIds()]);
    // Members see names and pictures to start a chat; e-mail addresses are for the staff only.
    const present = canUseAdminArea(viewer) ? toUserDto : toMemberDirectoryEntry;
    return all.map((user) => ({ ...present(user), ...toPresenceDto(user, online) }));
  });

  app.put('/api/users/:id/role', async (request) => {
    const admin = await requireAdmin(request);
    const id = parseId(request.params, USER_NOT_FOUND);
    const { role } = parseWith(roleChangeSchema, request.body);
    const target = await usersService.findById(id);
    if (!target) throw notFound(USER_NOT_FOUND);
    const refusal = roleChangeRefusal(admin, target, role);
    if (refusal) throw forbidden(refusal);
    return toUserDto(await usersService.changeRole(id, role));
  });
}
