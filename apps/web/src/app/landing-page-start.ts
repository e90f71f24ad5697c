/**
 * The code of the page a visitor lands on, asked for by the entry (src/main.tsx) together with
 * start-app instead of after it. The router finds a page's code only once start-app has
 * arrived and run; on a slow phone network that put a page's chunk, and each file it imports,
 * one round trip after another behind start-app's download. The router's lazy routes
 * (./router.tsx) import the same modules, so the browser fetches each of them once.
 *
 * Only the pages most visitors open first are here. This module is part of the entry, so it
 * must import nothing that start-app imports: the bundler would then move that code into a
 * file both share, and the entry would load it before the first paint.
 */
export const landingPageCode: Record<string, () => Promise<unknown>> = {
  '/': () => import('../features/home/pages/home-page'),
  '/events': () => import('../features/events/pages/events-page'),
  '/teachings': () => import('../features/teachings/pages/teachings-page'),
  '/blog': () => import('../features/blog/pages/blog-page'),
  '/blog/:slug': () => import('../features/blog/pages/blog-post-page'),
};

/** The route pattern of a hash address such as '#/blog/some-post?x=1': '/blog/:slug'. */
export function landingRouteOf(hash: string): string {
  const path = (hash.replace(/^#/, '').split('?')[0] || '/').replace(/(.)\/$/, '$1');
  return /^\/blog\/[^/]+$/.test(path) ? '/blog/:slug' : path;
}

/**
 * Starts fetching the code of the page at `hash`, if it is a landing page. A failure is left
 * to the router, which asks again and shows its error screen.
 */
export function requestLandingPageCode(hash: string): void {
  landingPageCode[landingRouteOf(hash)]?.().catch(() => {});
}
