/**
 * Notifications (docs/notifications.md): preferences, web push devices, the unsubscribe page,
 * and the sweeper for the scheduled ones. Other modules send through the `notifier`.
 */
import { notificationRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../auth/sessions';
import type { MailQueue } from '../mail/service';
import type { ModuleDeps } from '../module';
import { runWhileUp } from '../polling-worker';
import { NotificationPreferences } from './preferences';
import { loadOrCreateVapidKeys, PushService } from './push';
import { notificationRouteHandlers } from './routes';
import { Notifier } from './service';
import { DEFAULT_SWEEP_MS, NotificationSweeper } from './sweeper';
import { readChurchSettings } from '../church/settings-reader';
import { registerUnsubscribePage } from './unsubscribe-page';
import { UnsubscribeTokens } from './unsubscribe-token';

export interface NotificationOptions {
  /** How often the sweeper looks for unread messages and the digest; 0: never on its own. */
  sweepMs: number;
}

export function register(
  app: FastifyInstance,
  deps: ModuleDeps,
  needs: { mail: MailQueue; secret: string; sessions: SessionService },
  options: Partial<NotificationOptions> = {},
) {
  const preferences = new NotificationPreferences(deps.db);
  const push = new PushService(
    deps.db,
    loadOrCreateVapidKeys(deps.config),
    deps.config.push.subject,
    deps.log,
    { allowPrivateEndpoints: deps.config.push.allowPrivateEndpoints },
  );
  // A device's pushes end with the session that subscribed it: sign-out, sign-out everywhere,
  // a password reset or change and a closed account all end sessions through here.
  needs.sessions.onRevoke((ended) => push.forgetSessions(ended));
  const tokens = new UnsubscribeTokens(needs.secret);
  const notifier = new Notifier(
    deps.db,
    preferences,
    needs.mail,
    push,
    tokens,
    deps.config.mail.publicUrl,
    deps.log,
  );
  deps.routes.register(notificationRoutes, notificationRouteHandlers(preferences, push));
  registerUnsubscribePage(app, tokens, preferences, () => readChurchSettings(deps.db));

  const sweepMs = options.sweepMs ?? DEFAULT_SWEEP_MS;
  const sweeper = new NotificationSweeper(deps.db, notifier, deps.now, deps.log, sweepMs);
  if (sweepMs > 0) runWhileUp(app, sweeper.loop);
  return {
    notifier,
    notificationPreferences: preferences,
    push,
    sweeper,
    unsubscribeTokens: tokens,
  };
}
