/**
 * The server data each landing page (./routes.ts) shows on its first screen, asked for by its
 * route loader (./router.tsx) as the router starts the page, instead of by the page as it
 * renders.
 *
 * Left to the page, those requests would start inside React's first commit, and each would
 * then re-render its list at once to say it is loading: on a slow phone, taking over the
 * pre-rendered first screen, that made the commit one of the longest tasks of the whole load.
 * Asked for beforehand, the page renders with its requests already under way and the network
 * time overlaps the page's code and the hydration.
 *
 * While the app takes the pre-rendered page over, answers are held until it has, so the first
 * render still equals the pre-rendered one (a list that arrived early would not match its
 * skeleton); except for an answer the entry has drawn the page with, which the first render
 * must show.
 */
import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
// The api modules themselves, like the route table's page imports: a feature's index would
// bring its components into the code every page loads at start.
import { blogPostsQueryOptions, postBySlugQueryOptions } from '../features/blog/api/queries';
import { eventsQueryOptions, upcomingEventsQueryOptions } from '../features/events/api/queries';
import { siteContentQueryOptions } from '../features/site-content/api/queries';
import { teachingsQueryOptions } from '../features/teachings/api/queries';
import { landingRoute, matchLandingRoute } from './routes';

/** The query options the landing pages' rows in ./routes.ts write their first screen with. */
const firstScreenApi = {
  siteContent: siteContentQueryOptions,
  teachings: teachingsQueryOptions,
  blogPosts: blogPostsQueryOptions,
  postBySlug: postBySlugQueryOptions,
  events: eventsQueryOptions,
  upcomingEvents: upcomingEventsQueryOptions,
};

export type FirstScreenApi = typeof firstScreenApi;

export interface FirstScreenQuery {
  queryKey: QueryKey;
  queryFn?: QueryFunction<unknown, never> | SkipToken;
}

/**
 * Starts the first screen's requests for `pathname`; their answers wait for `hydrated`. The
 * entry may have drawn the page already from the answer to the first request it made for the
 * page (./first-screen-posts.ts): that answer, `drawnWith`, is then the data of the page's
 * first query here, which asks for the same (a unit test checks each drawn page's order).
 */
export function requestFirstScreenData(
  queryClient: QueryClient,
  pathname: string,
  hydrated: Promise<void>,
  drawnWith?: unknown,
): void {
  const landing = matchLandingRoute(pathname);
  if (!landing) return;
  let drawn = drawnWith;
  for (const { queryKey, queryFn } of landingRoute(landing.route).landing.queries(
    firstScreenApi,
    landing.slug,
  )) {
    if (drawn !== undefined) {
      queryClient.setQueryData<unknown>(queryKey, drawn);
      drawn = undefined;
      continue;
    }
    if (typeof queryFn !== 'function') continue;
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: async (context) => {
        try {
          return await (queryFn as QueryFunction<unknown>)(context);
        } finally {
          await hydrated;
        }
      },
    });
  }
}
