/**
 * The pages most visitors open first. Their first screen is rendered into index.html at build
 * time (scripts/prerender.mjs) so a phone paints it before the JavaScript has arrived.
 */
export interface LandingPage {
  /** Route pattern as in the router, e.g. '/blog/:slug'. */
  route: string;
  /** The path rendered; differs from `route` only for routes with a parameter. */
  path: string;
}

export const landingPages: readonly LandingPage[] = [
  { route: '/', path: '/' },
  { route: '/events', path: '/events' },
  { route: '/blog', path: '/blog' },
  { route: '/blog/:slug', path: '/blog/first-screen' },
  { route: '/teachings', path: '/teachings' },
];
