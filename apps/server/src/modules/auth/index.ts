/** Registration, sign-in, sign-out and passwords (docs/product.md#accounts-api). */
import { authRoutes, passwordRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../auth/sessions';
import type { TokenService } from '../../auth/tokens';
import type { MailQueue } from '../mail/service';
import type { ModuleDeps } from '../module';
import type { UserService } from '../users/service';
import { PasswordService } from './password-reset';
import { authRouteHandlers, passwordRouteHandlers } from './routes';
import { AuthService } from './service';

export function register(
  _app: FastifyInstance,
  deps: ModuleDeps,
  needs: { users: UserService; tokens: TokenService; sessions: SessionService; mail: MailQueue },
) {
  const auth = new AuthService(
    needs.users,
    needs.tokens,
    needs.sessions,
    deps.limiter,
    deps.config.authRateLimit,
  );
  const passwords = new PasswordService(
    deps.db,
    needs.users,
    needs.tokens,
    needs.sessions,
    needs.mail,
    deps.limiter,
    deps.config.authRateLimit,
    deps.config.mail.publicUrl,
    deps.now,
  );
  deps.routes.register(authRoutes, authRouteHandlers(auth));
  deps.routes.register(passwordRoutes, passwordRouteHandlers(passwords));
  return { auth, passwords };
}
