/**
 * The server data each pre-rendered landing page (./landing-routes.ts) asks for on its first
 * render, requested by start-app before React takes the page over.
 *
 * Left to the page, those requests would start inside React's first commit, and each would
 * then re-render its list at once to say it is loading: on a slow phone that made the commit
 * one of the longest tasks of the whole load. Asked for beforehand, the page renders with its
 * requests already under way and the network time overlaps the hydration.
 *
 * Answers are held until the page has been taken over, so the first render still equals the
 * pre-rendered one (a list that arrived early would not match its skeleton); except for an
 * answer the entry has drawn the page with, which the first render must show.
 */
import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
// The api modules themselves, like the router's page imports: a feature's index would bring
// its components into the code every page loads at start.
import { blogPostsQueryOptions, postBySlugQueryOptions } from '../features/blog/api';
import { eventsQueryOptions, upcomingEventsQueryOptions } from '../features/events/api';
import { siteContentQueryOptions } from '../features/site-content/api';
import { teachingsQueryOptions } from '../features/teachings/api';
import { matchLandingRoute, type LandingRoute } from './landing-routes';

type Request = <TData, TKey extends QueryKey>(options: {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey> | SkipToken;
}) => void;

const firstScreenQueries: Record<LandingRoute, (request: Request, slug: string) => void> = {
  '/': (request) => {
    request(siteContentQueryOptions('home'));
    request(teachingsQueryOptions({ limit: 1 }));
    request(blogPostsQueryOptions());
    request(upcomingEventsQueryOptions());
  },
  '/events': (request) => request(eventsQueryOptions()),
  '/blog': (request) => request(blogPostsQueryOptions()),
  '/teachings': (request) => request(teachingsQueryOptions()),
  '/blog/:slug': (request, slug) => request(postBySlugQueryOptions(slug)),
};

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
  firstScreenQueries[landing.route](({ queryKey, queryFn }) => {
    if (drawn !== undefined) {
      queryClient.setQueryData<unknown>(queryKey, drawn);
      drawn = undefined;
      return;
    }
    if (typeof queryFn !== 'function') return;
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: async (context) => {
        try {
          return await queryFn(context);
        } finally {
          await hydrated;
        }
      },
    });
  }, landing.slug);
}
