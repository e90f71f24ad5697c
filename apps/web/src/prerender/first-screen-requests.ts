/**
 * The API paths a landing page's loader asks for on its first screen (app/first-screen-data.ts),
 * found by running its queries against a fetch that only notes each address. The build writes
 * them on the page's template for the entry, which asks for them before the app's code has
 * arrived (app/landing-page-start.ts) and cannot run the queries itself.
 */
import { requestFirstScreenData } from '../app/first-screen-data';
import { createQueryClient } from '../app/query-client';

/** A slug no post has; the paths carry ':slug' in its place. */
export const PLACEHOLDER_SLUG = 'prerender-placeholder-slug';

export function firstScreenRequests(route: string): string[] {
  const requested: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.push(`${url.pathname}${url.search}`.replaceAll(PLACEHOLDER_SLUG, ':slug'));
    return new Promise<Response>(() => {});
  };
  try {
    const path = route.replace(':slug', PLACEHOLDER_SLUG);
    requestFirstScreenData(createQueryClient(), path, new Promise(() => {}));
  } finally {
    globalThis.fetch = realFetch;
  }
  if (requested.length === 0) throw new Error(`${route} asks for no data on its first screen`);
  return requested;
}
