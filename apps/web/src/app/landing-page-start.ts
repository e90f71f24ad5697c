/**
 * What the page a visitor lands on needs, asked for by the entry (src/main.tsx) together with
 * start-app instead of after it: the page's code, and the public data it shows first.
 *
 * The router finds a page's code only once start-app has arrived and run, and the page asks
 * for its data only once it renders; on a slow phone network that put the page's chunk, each
 * file it imports, and its data one round trip after another behind start-app's download. The
 * router's lazy routes (./router.tsx) import the same modules, and the HTTP client takes the
 * early answers (shared/api/early-responses.ts), so nothing is fetched twice.
 *
 * This module is part of the entry, so it must import nothing that start-app imports (except
 * the entry-shared modules of vite.config.ts): the bundler would put such code in start-app's
 * file, and the entry would load all of the app before the first paint.
 */
import { requestEarly } from '../shared/api/early-responses';
import { drawFirstScreenPost, drawFirstScreenPostList } from './first-screen-posts';
import { matchLandingRoute, pathOfHash, type LandingRoute } from './landing-routes';

interface LandingPage {
  code: () => Promise<unknown>;
  /** The API paths of the data the page shows first, as its queries write them. */
  data: (slug: string) => string[];
  /**
   * The address of the picture that is the largest thing on the page's first screen, read
   * from the answer to the first of `data`. The app would ask for it only once its code has
   * arrived and rendered the page; asked for as soon as the answer is in, it downloads during
   * the app's own download instead, and shows the moment the page renders.
   */
  picture?: (answer: unknown) => unknown;
  /**
   * Draws the page at `hash` from the answer to the first of `data`, if it is in before the
   * app and the page is still on screen.
   */
  draw?: (answer: unknown, hash: string) => void;
}

/** A post's picture, from an answer that is (or should be) a post. */
function featureImageOf(post: unknown): unknown {
  return typeof post === 'object' && post !== null && 'featureImageUrl' in post
    ? post.featureImageUrl
    : undefined;
}

export const landingPages: Record<LandingRoute, LandingPage> = {
  '/': {
    code: () => import('../features/home/pages/home-page'),
    data: () => [
      '/api/site-content?page=home',
      '/api/teachings?limit=1',
      '/api/blog',
      '/api/events?upcoming=true&limit=3',
    ],
  },
  '/events': {
    code: () => import('../features/events/pages/events-page'),
    data: () => ['/api/events'],
  },
  '/teachings': {
    code: () => import('../features/teachings/pages/teachings-page'),
    data: () => ['/api/teachings'],
  },
  '/blog': {
    code: () => import('../features/blog/pages/blog-page'),
    data: () => ['/api/blog'],
    // The newest post is the featured one, its picture the page's largest.
    picture: (posts) =>
      Array.isArray(posts) ? featureImageOf((posts as unknown[])[0]) : undefined,
    draw: drawFirstScreenPostList,
  },
  '/blog/:slug': {
    code: () => import('../features/blog/pages/blog-post-page'),
    data: (slug) => [`/api/blog/${encodeURIComponent(slug)}`],
    picture: featureImageOf,
    draw: drawFirstScreenPost,
  },
};

/**
 * Starts fetching the code and data of the page at `hash`, if it is a landing page. A failure
 * is left to the app, which asks again and shows its own error.
 */
export function startLandingPage(hash: string): void {
  const landing = matchLandingRoute(pathOfHash(hash));
  if (!landing) return;
  const page = landingPages[landing.route];
  page.code().catch(() => {});
  // An API elsewhere (VITE_API_BASE_URL) answers its own origin's requests only.
  if (import.meta.env.VITE_API_BASE_URL) return;
  const [first] = page
    .data(landing.slug)
    .map((path) => requestEarly(`${window.location.origin}${path}`));
  const { picture, draw } = page;
  if (!first || (!picture && !draw)) return;
  void first
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((answer: unknown) => {
      const url = picture?.(answer);
      if (typeof url === 'string' && url) preloadPicture(url);
      draw?.(answer, hash);
    })
    .catch(() => {});
}

/**
 * Asks for a picture the page is about to show, first among what the page still needs; the
 * page's <img> then finds it in the memory cache. An Image, not a <link rel=preload> added to
 * <head>, which took 8-13 ms of the main thread in profiles (no throttling).
 */
function preloadPicture(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
