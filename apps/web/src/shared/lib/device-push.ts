/**
 * This device's web push and the session (docs/notifications.md#web-push): the service worker
 * shows a push only when it names the member the page last saw signed in, so the page writes
 * that member into the IndexedDB store the worker reads (`apps/web/public/push-sw.js`) and
 * removes it, with the browser's subscription, when the session ends. A subscription belongs to
 * the session that sent it: signed in again on a device that kept one (a password change gives
 * a new token), the page sends it again so it belongs to this session.
 */
import { notificationRoutes } from '@torch/contract';
import { set } from 'idb-keyval';
import { callRoute } from '../api/route-client';
import { browserSubscription, memberStore } from './offline-member-data';

/** The key push-sw.js reads: the id of the member signed in on this device. */
export const PUSH_MEMBER_KEY = 'push-member';

/** The member is signed in here: the worker may show their pushes, on this session's device. */
export async function tiePushToSession(memberId: string): Promise<void> {
  if (typeof indexedDB !== 'undefined') await set(PUSH_MEMBER_KEY, memberId, memberStore());
  const subscription = await browserSubscription();
  if (!subscription) return;
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await callRoute(notificationRoutes.subscribe, {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
}
