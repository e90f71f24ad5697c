/*
 * Web push for Torch (docs/notifications.md#web-push). The app's service worker imports this
 * file with importScripts('/push-sw.js'); when there is none, the profile page registers it
 * alone. It shows each push the server sends ({ title, body, url, tag }) and opens its page on
 * a click, in an open Torch tab when there is one.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Torch', {
      body: data.body || '',
      tag: data.tag,
      data: { url: data.url || '/' },
    }),
  );
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
