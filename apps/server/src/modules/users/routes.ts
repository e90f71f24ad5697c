/**
 * The member's own profile (docs/product.md#accounts-api), the member directory (chat) and the
 * admins' user management (docs/product.md#users): each route is its declaration in the
 * contract and one call into the service.
 */
import {
  churchFileName,
  type Page,
  type profileRoutes,
  type UserDirectoryEntry,
  type UserListQuery,
  type userRoutes,
} from '@torch/contract';
import { canUseAdminArea } from '../../auth/policies';
import type { Viewer } from '../../auth/sessions';
import type { ChurchNames } from '../../http/csv-download';
import type { RouteHandlers } from '../../http/register-routes';
import { toMemberDirectoryEntry, toPresenceDto, toUserDto } from './presenter';
import type { UserService } from './service';
import type { YourDataService } from './your-data';

/** Who is in the chat now, on any instance. */
export interface OnlineMembers {
  onlineUserIds(): Promise<Set<string>>;
}

export function profileRouteHandlers(
  users: UserService,
  yourData: YourDataService,
  church: ChurchNames,
): RouteHandlers<typeof profileRoutes> {
  return {
    me: ({ viewer }) => toUserDto(viewer),
    update: async ({ viewer, body }) => toUserDto(await users.updateProfile(viewer.id, body)),
    exportData: async ({ viewer, reply }) => {
      // Saved as a file by a browser that opens the address itself: 'my-grace-data.json'.
      const fileName = `my-${churchFileName(await church(), 'data')}.json`;
      void reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      return yourData.exportFor(viewer);
    },
  };
}

export function userRouteHandlers(
  users: UserService,
  presence: OnlineMembers,
): RouteHandlers<typeof userRoutes> {
  return {
    list: ({ viewer, query }) => directory(users, presence, viewer, query),
    changeRole: async ({ viewer, params, body }) =>
      toUserDto(await users.changeRoleAs(viewer, params.id, body.role)),
  };
}

async function directory(
  users: UserService,
  presence: OnlineMembers,
  viewer: Viewer,
  query: UserListQuery,
): Promise<Page<UserDirectoryEntry>> {
  const staff = canUseAdminArea(viewer);
  const [page, online] = await Promise.all([
    users.listPage(query, staff),
    presence.onlineUserIds(),
  ]);
  // Members see names and pictures to start a chat; e-mail addresses are for the staff only.
  const present = staff ? toUserDto : toMemberDirectoryEntry;
  return {
    ...page,
    items: page.items.map((user) => ({ ...present(user), ...toPresenceDto(user, online) })),
  };
}
