/**
 * What the page a visitor lands on needs, asked for by the entry (src/main.tsx) together with
 * start-app instead of after it: the page's code, and the public data it shows first.
 *
 * The router finds a page's code only once start-app has arrived and run, and the page asks
 * for its data only once the router has started it; on a slow phone network that put the
 * page's chunk, each file it imports, and its data one round trip after another behind
 * start-app's download. Both come from the page's row in the route table (./routes.ts), which
 * the router's lazy routes and loaders read too, and the HTTP client takes the early answers
 * (shared/api/early-responses.ts), so nothing is fetched twice.
 *
 * This module is part of the entry, so it must import nothing that start-app imports (except
 * the entry-shared modules of vite.config.ts): the bundler would put such code in start-app's
 * file, and the entry would load all of the app before the first paint.
 */
import { requestEarly } from '../shared/api/early-responses';
import { drawFirstScreenPost, drawFirstScreenPostList } from './first-screen-posts';
import { landingRoute, matchLandingRoute, pathOfHash, type DrawnPage } from './routes';

/**
 * What the entry does with the early answer of a page it draws (decision 014): the page's
 * largest picture, read from the answer, is asked for as soon as the answer is in, and the
 * posts are drawn from it, if it is in before the app and the page is still on screen. The app
 * would ask for the picture only once its code had arrived and rendered the page; asked for
 * now, it downloads during the app's own download instead, and shows the moment the page renders.
 */
const drawing: Record<
  DrawnPage,
  { picture: (answer: unknown) => unknown; draw: (answer: unknown, hash: string) => void }
> = {
  // The newest post is the featured one, its picture the page's largest.
  list: {
    picture: (posts) =>
      Array.isArray(posts) ? featureImageOf((posts as unknown[])[0]) : undefined,
    draw: drawFirstScreenPostList,
  },
  post: { picture: featureImageOf, draw: drawFirstScreenPost },
};

/** A post's picture, from an answer that is (or should be) a post. */
function featureImageOf(post: unknown): unknown {
  return typeof post === 'object' && post !== null && 'featureImageUrl' in post
    ? post.featureImageUrl
    : undefined;
}

/**
 * The API paths of the data the landing page `route` shows first, as its queries in the route
 * table write them, for the post `slug`. The build works them out from the table and writes
 * them on the page's template (scripts/prerender.mjs): the entry cannot run the queries
 * without loading the features' api modules, and the HTTP client with them.
 */
export function firstScreenApiPaths(route: string, slug: string): string[] {
  const template = document.querySelector(`template[data-route="${route}"]`);
  const written = template?.getAttribute('data-api');
  if (!written) return [];
  return written.split(' ').map((path) => path.replace(':slug', encodeURIComponent(slug)));
}

/**
 * Starts fetching the code and data of the page at `hash`, if it is a landing page. A failure
 * is left to the app, which asks again and shows its own error.
 */
export function startLandingPage(hash: string): void {
  const landing = matchLandingRoute(pathOfHash(hash));
  if (!landing) return;
  const { page, landing: row } = landingRoute(landing.route);
  page.load().catch(() => {});
  // An API elsewhere (VITE_API_BASE_URL) answers its own origin's requests only.
  if (import.meta.env.VITE_API_BASE_URL) return;
  const [first] = firstScreenApiPaths(landing.route, landing.slug).map((path) =>
    requestEarly(`${window.location.origin}${path}`),
  );
  if (!first || !row.drawn) return;
  const { picture, draw } = drawing[row.drawn];
  void first
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((answer: unknown) => {
      const url = picture(answer);
      if (typeof url === 'string' && url) preloadPicture(url);
      draw(answer, hash);
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
