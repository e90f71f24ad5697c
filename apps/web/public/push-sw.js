/*
 * Web push for Torch (docs/notifications.md#web-push). The app's service worker imports this
 * file with importScripts('/push-sw.js'); when there is none, the profile page registers it
 * alone. It shows each push the server sends ({ title, body, url, tag, to }) to the member
 * signed in on this device, and opens its page on a click, in an open Torch tab when there is one.
 */
/*
 * A push names the member it is for (`to`). It is shown only when that member is the one the
 * page last saw signed in on this device (the page writes their id under 'push-member' in the
 * 'torch-member' IndexedDB store, and removes it at sign-out: src/shared/lib/device-push.ts).
 * The worker has no session token to ask the server with, and a push must show offline too, so
 * it compares the two ids. A push for anyone else means the subscription outlived its session:
 * nothing is shown and the subscription is dropped, so the push service stops sending.
 */
const MEMBER_DB = 'torch-member';
const MEMBER_STORE = 'offline';
const MEMBER_KEY = 'push-member';

function signedInMember() {
  return new Promise((resolve) => {
    const opening = indexedDB.open(MEMBER_DB);
    // Created here first, it gets the store the page's idb-keyval expects.
    opening.onupgradeneeded = () => opening.result.createObjectStore(MEMBER_STORE);
    opening.onerror = () => resolve(null);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        const reading = db
          .transaction(MEMBER_STORE, 'readonly')
          .objectStore(MEMBER_STORE)
          .get(MEMBER_KEY);
        reading.onsuccess = () =>
          resolve(typeof reading.result === 'string' ? reading.result : null);
        reading.onerror = () => resolve(null);
      } catch {
        resolve(null);
      } finally {
        db.close();
      }
    };
  });
}

async function showPush(data) {
  const member = await signedInMember();
  if (!data.to || member !== data.to) {
    const subscription = await self.registration.pushManager.getSubscription();
    if (subscription) await subscription.unsubscribe();
    return;
  }
  await self.registration.showNotification(data.title || 'Torch', {
    body: data.body || '',
    tag: data.tag,
    data: { url: data.url || '/' },
  });
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(showPush(data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) return tab.navigate(target).then((opened) => (opened || tab).focus());
      return self.clients.openWindow(target);
    }),
  );
});
