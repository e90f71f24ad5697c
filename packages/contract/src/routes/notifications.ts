/** Notification preferences and web push devices (docs/notifications.md). */
import { defineRoute } from '../http/route';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '../notifications';

const tag = 'Notifications';

export const notificationRoutes = {
  preferences: defineRoute({
    method: 'GET',
    path: '/api/profile/notifications',
    summary: 'Your notification switches, per kind (admins also see the admin kinds)',
    tag,
    access: 'member',
    response: notificationPreferencesSchema,
  }),
  updatePreferences: defineRoute({
    method: 'PUT',
    path: '/api/profile/notifications',
    summary: 'Turn notifications of some kinds on or off',
    tag,
    access: 'member',
    refusals: { 403: 'Kinds of notice only admins receive' },
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
  }),
  pushPublicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's VAPID public key, for a browser to subscribe with",
    tag,
    access: 'anyone',
    response: pushPublicKeySchema,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: 'Receive push notifications on this device',
    tag,
    access: 'member',
    body: pushSubscriptionInputSchema,
    response: null,
    status: 204,
    refusals: { 409: "Another account's device, sent without its keys" },
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: 'Stop push notifications on this device',
    tag,
    access: 'member',
    body: pushUnsubscribeInputSchema,
    response: null,
    status: 204,
  }),
};
