/**
 * Every route of the app (docs/product.md#web-routes). Pages load lazily so
 * the first visit downloads only the shell and the page it opens.
 */
import { createHashRouter, type DataRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import { FullScreenSpinner } from '../shared/ui/full-screen-spinner';
import { RouteErrorScreen } from './error/route-error-screen';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteGuard } from './route-guard';

/** Route-relative path: children of '/' are written without their leading slash. */
const child = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        path: child(paths.login),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/login-page')).LoginPage,
        }),
      },
      {
        path: child(paths.register),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/register-page')).RegisterPage,
        }),
      },
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home/pages/home-page')).HomePage,
            }),
          },
          {
            path: child(paths.about),
            lazy: async () => ({
              Component: (await import('../features/about/pages/about-page')).AboutPage,
            }),
          },
          {
            path: child(paths.leadership),
            lazy: async () => ({
              Component: (await import('../features/about/pages/leadership-page')).LeadershipPage,
            }),
          },
          {
            path: child(paths.leaders),
            lazy: async () => ({
              Component: (await import('../features/leaders/pages/leaders-page')).LeadersPage,
            }),
          },
          {
            path: child(paths.ministries),
            lazy: async () => ({
              Component: (await import('../features/ministries/pages/ministries-page'))
                .MinistriesPage,
            }),
          },
          {
            path: child(paths.torchKids),
            lazy: async () => ({
              Component: (await import('../features/torch-kids/pages/torch-kids-page'))
                .TorchKidsPage,
            }),
          },
          {
            path: child(paths.teachings),
            lazy: async () => ({
              Component: (await import('../features/teachings/pages/teachings-page')).TeachingsPage,
            }),
          },
          {
            path: child(paths.events),
            lazy: async () => ({
              Component: (await import('../features/events/pages/events-page')).EventsPage,
            }),
          },
          {
            path: child(paths.blog),
            lazy: async () => ({
              Component: (await import('../features/blog/pages/blog-page')).BlogPage,
            }),
          },
          {
            path: `${child(paths.blog)}/:slug`,
            lazy: async () => ({
              Component: (await import('../features/blog/pages/blog-post-page')).BlogPostPage,
            }),
          },
          {
            path: child(paths.prayer),
            lazy: async () => ({
              Component: (await import('../features/prayer/pages/prayer-page')).PrayerPage,
            }),
          },
          {
            path: child(paths.lightCampuses),
            lazy: async () => ({
              Component: (await import('../features/campuses/pages/light-campuses-page'))
                .LightCampusesPage,
            }),
          },
          {
            path: child(paths.testimonies),
            lazy: async () => ({
              Component: (await import('../features/testimonies/pages/testimonies-page'))
                .TestimoniesPage,
            }),
          },
          {
            path: child(paths.serve),
            lazy: async () => ({
              Component: (await import('../features/ministries/pages/serve-page')).ServePage,
            }),
          },
          {
            path: child(paths.give),
            lazy: async () => ({
              Component: (await import('../features/giving/pages/give-page')).GivePage,
            }),
          },
          {
            path: child(paths.contact),
            lazy: async () => ({
              Component: (await import('../features/contact/pages/contact-page')).ContactPage,
            }),
          },
          {
            path: child(paths.newConverts),
            lazy: async () => ({
              Component: (await import('../features/new-converts/pages/new-converts-page'))
                .NewConvertsPage,
            }),
          },
          {
            path: child(paths.joinUs),
            lazy: async () => ({
              Component: (await import('../features/join-us/pages/join-us-page')).JoinUsPage,
            }),
          },
          {
            element: <RouteGuard />,
            children: [
              {
                path: child(paths.profile),
                lazy: async () => ({
                  Component: (await import('../features/profile/pages/profile-page')).ProfilePage,
                }),
              },
              {
                path: child(paths.chat),
                lazy: async () => ({
                  Component: (await import('../features/chat/pages/chat-page')).ChatPage,
                }),
              },
              {
                path: child(paths.admin.dashboard),
                lazy: async () => ({
                  Component: (await import('./layouts/admin-layout')).AdminLayout,
                }),
                children: adminRoutes(),
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

function adminRoutes(): RouteObject[] {
  const sub = (path: string) => path.replace(`${paths.admin.dashboard}/`, '');
  return [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('../features/admin-stats/pages/admin-dashboard-page'))
          .AdminDashboardPage,
      }),
    },
    {
      path: sub(paths.admin.users),
      lazy: async () => ({
        Component: (await import('../features/users/pages/admin-users-page')).AdminUsersPage,
      }),
    },
    {
      path: sub(paths.admin.teachings),
      lazy: async () => ({
        Component: (await import('../features/teachings/pages/admin-teachings-page'))
          .AdminTeachingsPage,
      }),
    },
    {
      path: sub(paths.admin.events),
      lazy: async () => ({
        Component: (await import('../features/events/pages/admin-events-page')).AdminEventsPage,
      }),
    },
    {
      path: sub(paths.admin.leaders),
      lazy: async () => ({
        Component: (await import('../features/leaders/pages/admin-leaders-page')).AdminLeadersPage,
      }),
    },
    {
      path: sub(paths.admin.prayers),
      lazy: async () => ({
        Component: (await import('../features/prayer/pages/admin-prayers-page')).AdminPrayersPage,
      }),
    },
    {
      path: sub(paths.admin.testimonies),
      lazy: async () => ({
        Component: (await import('../features/testimonies/pages/admin-testimonies-page'))
          .AdminTestimoniesPage,
      }),
    },
    {
      path: sub(paths.admin.serve),
      lazy: async () => ({
        Component: (await import('../features/ministries/pages/admin-serve-page')).AdminServePage,
      }),
    },
    {
      path: sub(paths.admin.content),
      lazy: async () => ({
        Component: (await import('../features/site-content/pages/admin-content-page'))
          .AdminContentPage,
      }),
    },
    {
      path: sub(paths.admin.blog),
      lazy: async () => ({
        Component: (await import('../features/blog/pages/admin-blog-page')).AdminBlogPage,
      }),
    },
    {
      path: sub(paths.admin.campuses),
      lazy: async () => ({
        Component: (await import('../features/campuses/pages/admin-campuses-page'))
          .AdminCampusesPage,
      }),
    },
    {
      path: sub(paths.admin.torchKids),
      lazy: async () => ({
        Component: (await import('../features/torch-kids/pages/admin-torch-kids-page'))
          .AdminTorchKidsPage,
      }),
    },
    {
      path: sub(paths.admin.newConverts),
      lazy: async () => ({
        Component: (await import('../features/new-converts/pages/admin-new-converts-page'))
          .AdminNewConvertsPage,
      }),
    },
    {
      path: sub(paths.admin.inbox),
      lazy: async () => ({
        Component: (await import('../features/inbox/pages/admin-inbox-page')).AdminInboxPage,
      }),
    },
    {
      path: sub(paths.admin.subscribers),
      lazy: async () => ({
        Component: (await import('../features/newsletter/pages/admin-subscribers-page'))
          .AdminSubscribersPage,
      }),
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(routes);
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
