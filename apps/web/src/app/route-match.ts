/**
 * How an address finds its landing page (./routes.ts), written once for everything that has to
 * decide without the router: the picker in index.html (./first-screen-picker.ts, built into
 * the page by scripts/prerender.mjs), the entry (./landing-page-start.ts) and the first
 * screen's data (./first-screen-data.ts).
 *
 * The entry shares it with the app, so it stays in the small entry-shared file (vite.config.ts)
 * and must import nothing.
 */

/** A path without its trailing slash, which the router ignores: '/blog/' → '/blog'. */
function withoutTrailingSlash(path: string): string {
  return path.replace(/(.)\/$/, '$1');
}

/** The path of a hash address as the router reads it: '#/blog/?x=1' → '/blog'. */
export function pathOfHash(hash: string): string {
  return withoutTrailingSlash(hash.replace(/^#/, '').split('?')[0] || '/');
}

/**
 * The first of `patterns` that `pathname` is on, and its slug (decoded, as the router's params
 * are), or null. A pattern's ':slug' stands for any one segment; a trailing slash is ignored,
 * as the router ignores it.
 */
export function matchRoute<Pattern extends string>(
  patterns: readonly Pattern[],
  pathname: string,
): { route: Pattern; slug: string } | null {
  const path = withoutTrailingSlash(pathname);
  for (const route of patterns) {
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
