/**
 * Registration, sign-in, sign-out, passwords, closing the account and changing its address
 * (docs/product.md#accounts-api).
 */
import { accountRoutes, authRoutes, invitationRoutes, passwordRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../auth/sessions';
import type { TokenService } from '../../auth/tokens';
import type { MailQueue } from '../mail/service';
import type { ModuleDeps } from '../module';
import type { UserService } from '../users/service';
import { AccountClosure } from './close-account';
import { EmailChange } from './email-change';
import { FirstAdminSetup } from './first-admin';
import { Invitations } from './invitations';
import { PasswordService } from './password-reset';
import {
  accountRouteHandlers,
  authRouteHandlers,
  invitationRouteHandlers,
  passwordRouteHandlers,
} from './routes';
import { AuthService } from './service';

export function register(
  app: FastifyInstance,
  deps: ModuleDeps,
  needs: { users: UserService; tokens: TokenService; sessions: SessionService; mail: MailQueue },
) {
  // Only production asks for the operator's setup code (docs/configuration.md#the-first-account).
  const firstAdmin = new FirstAdminSetup(deps.config.nodeEnv === 'production');
  const auth = new AuthService(
    needs.users,
    needs.tokens,
    needs.sessions,
    deps.limiter,
    deps.config.authRateLimit,
    firstAdmin,
    deps.db,
    deps.now,
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
    deps.log,
  );
  // A link asked for just before shutdown is still written and queued.
  app.addHook('onClose', () => passwords.settled());
  const accountDeps = {
    ...needs,
    db: deps.db,
    limiter: deps.limiter,
    limits: deps.config.authRateLimit,
    publicUrl: deps.config.mail.publicUrl,
    now: deps.now,
  };
  const closure = new AccountClosure(accountDeps);
  const emailChange = new EmailChange(accountDeps);
  deps.routes.register(authRoutes, authRouteHandlers(auth));
  deps.routes.register(passwordRoutes, passwordRouteHandlers(passwords));
  deps.routes.register(accountRoutes, accountRouteHandlers(closure, emailChange));
  deps.routes.register(invitationRoutes, invitationRouteHandlers(new Invitations(accountDeps)));
  return { auth, passwords, firstAdmin, closure };
}
