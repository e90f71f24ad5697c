/**
 * What a member leaves on the device for offline use: the public lists their token asked for
 * (in the service worker's member cache) and the chat messages written while offline (in
 * IndexedDB). Both go when the session ends (docs/decisions/037-offline-caching-rules.md).
 */
import { clear, createStore } from 'idb-keyval';
import { offlineCaches } from './offline-cache';

/** One IndexedDB database for the member's offline data; created on first use. */
let store: ReturnType<typeof createStore> | undefined;
export function memberStore(): ReturnType<typeof createStore> {
  store ??= createStore('torch-member', 'offline');
  return store;
}

export async function clearMemberOfflineData(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (typeof indexedDB !== 'undefined') tasks.push(clear(memberStore()));
  if (typeof caches !== 'undefined') tasks.push(caches.delete(offlineCaches.memberReads));
  await Promise.allSettled(tasks);
}
