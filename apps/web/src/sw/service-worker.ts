/**
 * The service worker (docs/architecture.md#installable-app): the app's code, styles and fonts
 * from the precache, the page itself network-first so a deploy is seen at once, and the public
 * lists network-first for reading offline. Nothing else under /api is ever kept
 * (docs/decisions/037-offline-caching-rules.md). Built by vite-plugin-pwa (vite.config.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { apiCacheFor, isKeptPicture, offlineCaches } from '../shared/lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};
/** The push handler's script when the build found one (vite.config.ts), else ''. */
declare const __PUSH_SCRIPT__: string;

// Another feature's handlers (push) live in a classic script of their own, evaluated here first.
if (__PUSH_SCRIPT__) self.importScripts(__PUSH_SCRIPT__);

const SHELL_URL = '/';
const DAY = 24 * 60 * 60;

// Every file is hashed and the page is fetched network-first, so a new worker can take over open
// tabs at once: they keep their own files, which the new precache does not drop mid-load.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The page is not in the precache: the build writes its pre-rendered screens after the precache
// list is made (apps/web/scripts/prerender.mjs). It is fetched once now, and on every visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(offlineCaches.shell)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' }))),
  );
});

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

// The app routes by hash, so every page is '/' (other paths are the server's redirects).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === SHELL_URL,
  new NetworkFirst({
    cacheName: offlineCaches.shell,
    plugins: [onlyComplete, { cacheKeyWillBeUsed: () => Promise.resolve(SHELL_URL) }],
  }),
);

/**
 * The page asks again with the ETag of the answer it holds (shared/api/http-client.ts), and a
 * bodiless 304 would leave nothing to keep: the worker asks for the whole answer, which the page
 * takes as readily. These are the four small public lists; every other answer keeps its 304.
 */
const wholeAnswer = {
  requestWillFetch: ({ request }: { request: Request }) => {
    if (!request.headers.has('If-None-Match')) return Promise.resolve(request);
    const headers = new Headers(request.headers);
    headers.delete('If-None-Match');
    return Promise.resolve(new Request(request, { headers }));
  },
};

const readStrategy = (cacheName: string) =>
  new NetworkFirst({
    cacheName,
    // A phone on a weak signal reads what it has after a few seconds instead of a spinner.
    networkTimeoutSeconds: 6,
    // API answers vary by Origin for CORS; offline, the one copy is the answer.
    matchOptions: { ignoreVary: true },
    plugins: [
      wholeAnswer,
      onlyComplete,
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY }),
    ],
  });
const reads = new Map(
  [offlineCaches.publicReads, offlineCaches.memberReads].map((name) => [name, readStrategy(name)]),
);

// The match hands the cache it chose to the handler (as `params`): the one rule decides both.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && apiCacheFor(request.method, url.pathname, request.headers.has('Authorization')),
  (options) => {
    const strategy = typeof options.params === 'string' ? reads.get(options.params) : undefined;
    return strategy ? strategy.handle(options) : fetch(options.request);
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: offlineCaches.assets,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 90 * DAY })],
  }),
);

// Only the public pages' pictures; chat images and members' pictures always pass through.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.destination === 'image' && isKeptPicture(url.pathname),
  new StaleWhileRevalidate({
    cacheName: offlineCaches.pictures,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY })],
  }),
);
