/**
 * What a member leaves on the device: the public lists their token asked for (in the service
 * worker's member cache), the pictures the worker kept, the chat messages written while offline
 * and the member the push worker shows pushes for (in IndexedDB), and this browser's push
 * subscription. All go when the session ends (docs/decisions/037-offline-caching-rules.md,
 * docs/notifications.md#web-push).
 */
import { clear, createStore } from 'idb-keyval';
import { offlineCaches } from './offline-cache';

/** One IndexedDB database for the member's offline data; created on first use. */
let store: ReturnType<typeof createStore> | undefined;
export function memberStore(): ReturnType<typeof createStore> {
  store ??= createStore('torch-member', 'offline');
  return store;
}

/** This browser's push subscription, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function clearMemberOfflineData(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (typeof indexedDB !== 'undefined') tasks.push(clear(memberStore()));
  if (typeof caches !== 'undefined') {
    tasks.push(caches.delete(offlineCaches.memberReads));
    // The pictures seen while signed in go too, whatever the next person on the device sees.
    tasks.push(caches.delete(offlineCaches.pictures));
  }
  // Whoever signs in next on this device must not receive this member's pushes.
  tasks.push(browserSubscription().then((subscription) => subscription?.unsubscribe()));
  await Promise.allSettled(tasks);
}
