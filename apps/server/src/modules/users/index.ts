/** Accounts: the member's own profile, the directory and role changes (docs/product.md#users). */
import { profileRoutes, userRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../auth/sessions';
import { readChurchSettings } from '../church/settings-reader';
import type { ModuleDeps } from '../module';
import type { UploadService } from '../uploads/service';
import { profileRouteHandlers, userRouteHandlers, type OnlineMembers } from './routes';
import { UserService } from './service';
import { YourDataService } from './your-data';

export function register(
  _app: FastifyInstance,
  deps: ModuleDeps,
  needs: {
    sessions: Pick<SessionService, 'forgetUser'>;
    /** A profile picture must be one of our uploads, as a chat image must. */
    uploads: Pick<UploadService, 'isOwnImage'>;
    presence: OnlineMembers;
  },
) {
  const users = new UserService(deps.db, needs.sessions, deps.announcer, needs.uploads);
  deps.routes.register(
    profileRoutes,
    profileRouteHandlers(users, new YourDataService(deps.db, deps.now), () =>
      readChurchSettings(deps.db),
    ),
  );
  deps.routes.register(userRoutes, userRouteHandlers(users, needs.presence));
  return { users };
}
