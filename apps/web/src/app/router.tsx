/**
 * The router, made from the route table (./routes.ts). Pages load lazily so the first visit
 * downloads only the shell and the page it opens; a landing page's loader asks for its first
 * screen's data as the router starts the page, alongside its code (./first-screen-data.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  createHashRouter,
  type DataRouter,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '../shared/config/paths';
import { firstScreenTakenOver } from '../shared/lib/first-screen-takeover';
import { FullScreenSpinner } from '../shared/ui/full-screen-spinner';
import { RouteErrorScreen } from './error/route-error-screen';
import { requestFirstScreenData } from './first-screen-data';
import { takeDrawnData } from './first-screen-handoff';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteGuard } from './route-guard';
import { appRoutes, type AppRoute } from './routes';

type Loaders = (route: AppRoute) => LoaderFunction | undefined;

/** A page of the table as the router's route: `path` relative to its parent's. */
function pageRoute(route: AppRoute, parent: string, loaders?: Loaders): RouteObject {
  const lazy = async () => ({ Component: await route.page.component() });
  const loader = loaders?.(route);
  if (route.path === parent) return { index: true, lazy, loader };
  return { path: route.path.slice(parent === '/' ? 1 : parent.length + 1), lazy, loader };
}

/** The table's pages in `area`, as children of the route at `parent`. */
function areaRoutes(area: AppRoute['area'], parent: string, loaders?: Loaders): RouteObject[] {
  return appRoutes
    .filter((route: AppRoute) => route.area === area)
    .map((route) => pageRoute(route, parent, loaders));
}

/**
 * Every route, in its frame: the session for all, the site's header and footer for public and
 * member pages, the guard for members' pages and the admin area's own frame around its pages.
 */
export function appRouteObjects(loaders?: Loaders): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <FullScreenSpinner />,
      children: [
        ...areaRoutes('bare', '/', loaders),
        {
          element: <PublicLayout />,
          children: [
            ...areaRoutes('public', '/', loaders),
            {
              element: <RouteGuard />,
              children: [
                ...areaRoutes('member', '/', loaders),
                {
                  path: paths.admin.dashboard.slice(1),
                  lazy: async () => ({
                    Component: (await import('./layouts/admin-layout')).AdminLayout,
                  }),
                  children: areaRoutes('admin', paths.admin.dashboard, loaders),
                },
              ],
            },
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ];
}

/** The routes without data loaders: for the build's pre-render and for tests. */
export const routes: RouteObject[] = appRouteObjects();

/**
 * The app's router. A landing page's loader asks for its first screen's data; the first one
 * to run, when `firstScreen` shows that page pre-rendered, is the takeover's: its answers wait
 * until the app has taken the page over, except the one the entry drew the page with.
 */
export function createAppRouter(queryClient: QueryClient, firstScreen?: HTMLElement) {
  let takeover = firstScreen;
  const loaders = (route: AppRoute): LoaderFunction | undefined => {
    if (!route.landing) return undefined;
    return async ({ request }) => {
      const root = takeover?.dataset.firstScreen === window.location.hash ? takeover : undefined;
      takeover = undefined;
      // Until the page's code is in (the entry asked for it with start-app), the entry may
      // still draw the page's posts from its early answer (./first-screen-posts.ts); taking the
      // drawing over here, as the router starts, would leave the page to wait for the app.
      if (root) await route.page.load().catch(() => {});
      requestFirstScreenData(
        queryClient,
        new URL(request.url).pathname,
        root ? firstScreenTakenOver : Promise.resolve(),
        root ? takeDrawnData(root) : undefined,
      );
      return null;
    };
  };
  return createHashRouter(appRouteObjects(loaders));
}

/**
 * Resolves once the router has loaded the lazy pages the current address opens, so that it
 * renders the page itself rather than its loading fallback: what hydrating a pre-rendered
 * first screen needs (src/prerender).
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
