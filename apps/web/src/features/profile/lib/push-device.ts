/**
 * Web push on this device with the browser's Push API (docs/notifications.md#web-push). The
 * notifications are shown by `/push-sw.js`, which the app's own service worker imports; when the
 * page has no service worker yet, that file is registered alone.
 */
import { notificationRoutes } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

export const PUSH_WORKER_URL = '/push-sw.js';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register(PUSH_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser's permission, subscribes and tells the server; false when refused. */
export async function enablePush(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await callRoute(notificationRoutes.pushPublicKey, {});
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await callRoute(notificationRoutes.subscribe, {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } },
  });
  return true;
}

/** Stops push on this device, at the server and in the browser. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await callRoute(notificationRoutes.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
