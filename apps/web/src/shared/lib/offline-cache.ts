/**
 * What the service worker keeps for reading offline, and which API answers it may keep at all
 * (docs/decisions/037-offline-caching-rules.md). Shared by the worker (src/sw) and the page,
 * which empties the member's cache when the session ends.
 */

export const offlineCaches = {
  /** index.html with its pre-rendered first screens: fetched at install, refreshed online. */
  shell: 'torch-shell',
  /** Public lists asked for without a token. */
  publicReads: 'torch-public-reads',
  /** The same public lists asked for by a signed-in member: emptied when the session ends. */
  memberReads: 'torch-member-reads',
  /** Hashed files the precache does not hold (other fonts' subsets, pictures in the bundle). */
  assets: 'torch-assets',
  /** Pictures the staff publish under /uploads (events, posts, leaders): emptied at sign-out too. */
  pictures: 'torch-pictures',
} as const;

/**
 * The upload folders whose pictures are public pages' (the staff's uploads, the demo's): only these are
 * kept. Chat images (private conversations' included) and members' own pictures are never
 * kept by the worker: a phone that changes hands must not hold them.
 */
const PUBLIC_PICTURE_FOLDERS = new Set([
  'leaders',
  'ministry-teams',
  'blog_features',
  'campus-images',
  'event-posters',
  // The demo church's pictures (the server's demo content).
  'demo',
]);

export function isKeptPicture(pathname: string): boolean {
  const folder = /^\/uploads\/([^/]+)\//.exec(pathname)?.[1];
  return folder !== undefined && PUBLIC_PICTURE_FOLDERS.has(folder);
}

/** The public lists a visitor reads (docs/product.md#offline): nothing else under /api is kept. */
const PUBLIC_READS = new Set(['/api/events', '/api/teachings', '/api/blog', '/api/site-content']);
/** One blog post by its address; `/api/blog/admin/all` has two segments and never matches. */
const BLOG_POST = /^\/api\/blog\/[^/]+$/;

export function isPublicRead(method: string, pathname: string): boolean {
  return method === 'GET' && (PUBLIC_READS.has(pathname) || BLOG_POST.test(pathname));
}

/**
 * The cache an API answer may go into, or null for every answer that must never be kept: any
 * write, and every read that is not one of the public lists (a member's profile, chat, prayers,
 * admin screens). A public list asked for with a token goes into the member's cache, which the
 * page empties at sign-out, so nothing asked for with a member's token outlives the session.
 */
export function apiCacheFor(
  method: string,
  pathname: string,
  hasAuthorization: boolean,
): string | null {
  if (!isPublicRead(method, pathname)) return null;
  return hasAuthorization ? offlineCaches.memberReads : offlineCaches.publicReads;
}
