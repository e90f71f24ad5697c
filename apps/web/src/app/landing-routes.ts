/**
 * The pages most visitors open first. Their first screen is rendered into index.html at build
 * time (scripts/prerender.mjs) so a phone paints it before the JavaScript has arrived; the
 * entry asks for their code and data together with the app's (./landing-page-start.ts); and
 * the app requests that data before it takes the page over (./first-screen-data.ts).
 *
 * The entry and the app share this module, so it stays in the small entry-shared file
 * (vite.config.ts) and must import nothing. The inline script in index.html that picks the
 * page to show matches routes the same way, written out in plain old JavaScript.
 */
export const landingRoutes = ['/', '/events', '/blog', '/teachings', '/blog/:slug'] as const;

export type LandingRoute = (typeof landingRoutes)[number];

/** A path without its trailing slash, which the router ignores: '/blog/' → '/blog'. */
function withoutTrailingSlash(path: string): string {
  return path.replace(/(.)\/$/, '$1');
}

/** The path of a hash address as the router reads it: '#/blog/?x=1' → '/blog'. */
export function pathOfHash(hash: string): string {
  return withoutTrailingSlash(hash.replace(/^#/, '').split('?')[0] || '/');
}

/**
 * The landing route `pathname` is on, and its slug (decoded, as the router's params are), or
 * null for any other page. A route's ':slug' stands for any one segment; a trailing slash is
 * ignored, as the router ignores it.
 */
export function matchLandingRoute(pathname: string): { route: LandingRoute; slug: string } | null {
  const path = withoutTrailingSlash(pathname);
  for (const route of landingRoutes) {
    const match = new RegExp(`^${route.replace(':slug', '([^/]+)')}$`).exec(path);
    if (!match) continue;
    try {
      return { route, slug: match[1] === undefined ? '' : decodeURIComponent(match[1]) };
    } catch {
      // Not a valid address: the router shows its own page for it.
      return null;
    }
  }
  return null;
}
