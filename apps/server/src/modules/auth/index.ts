/** Registration, sign-in and sign-out (docs/product.md#accounts-api). */
import { authRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../auth/sessions';
import type { TokenService } from '../../auth/tokens';
import type { ModuleDeps } from '../module';
import type { UserService } from '../users/service';
import { authRouteHandlers } from './routes';
import { AuthService } from './service';

export function register(
  _app: FastifyInstance,
  deps: ModuleDeps,
  needs: { users: UserService; tokens: TokenService; sessions: SessionService },
) {
  const auth = new AuthService(
    needs.users,
    needs.tokens,
    needs.sessions,
    deps.limiter,
    deps.config.authRateLimit,
  );
  deps.routes.register(authRoutes, authRouteHandlers(auth));
  return { auth };
}
