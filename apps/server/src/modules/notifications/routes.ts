/** Notification preferences and push devices: each route is its declaration and one call. */
import type { notificationRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { NotificationPreferences } from './preferences';
import type { PushService } from './push';

export function notificationRouteHandlers(
  preferences: NotificationPreferences,
  push: PushService,
): RouteHandlers<typeof notificationRoutes> {
  return {
    preferences: async ({ viewer }) => ({ preferences: await preferences.list(viewer) }),
    updatePreferences: async ({ viewer, body }) => ({
      preferences: await preferences.update(viewer, body.preferences),
    }),
    pushPublicKey: () => ({ publicKey: push.publicKey }),
    subscribe: async ({ viewer, body }) => {
      await push.subscribe(viewer, body);
    },
    unsubscribe: async ({ viewer, body }) => {
      await push.unsubscribe(viewer.id, body.endpoint);
    },
  };
}
