/**
 * Every page of the app: its path, code and frame, and for the landing pages (those most
 * visitors open first) their first screen's title and data. The router (./router.tsx), the
 * build's pre-render (scripts/prerender.mjs), the entry (./landing-page-start.ts) and the
 * route loaders (./first-screen-data.ts) all read it; docs/decisions/026 says why.
 *
 * The entry reads it before the first paint, so it stays in the small entry-shared file
 * (vite.config.ts): pages are lazy imports, and the first-screen queries are written against
 * the query options the loader hands in, since importing the features' api modules here would
 * put them, and the HTTP client, in the entry's file.
 */
import type { ComponentType } from 'react';
import { paths } from '../shared/config/paths';
import type { FirstScreenApi, FirstScreenQuery } from './first-screen-data';
import { matchRoute } from './route-match';

/** A page's code: the module the router loads, and the component it renders from it. */
export interface PageCode {
  load: () => Promise<unknown>;
  component: () => Promise<ComponentType>;
}

function page<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): PageCode {
  return { load, component: async () => (await load())[name] };
}

/** The pages whose posts the entry draws (./first-screen-posts.ts). */
export type DrawnPage = 'post' | 'list';

export interface AppRoute {
  path: string;
  /**
   * Where the page is shown (./router.tsx): on its own ('bare'), in the site's header and
   * footer ('public'), there for members only ('member'), or in the admin area ('admin').
   */
  area: 'bare' | 'public' | 'member' | 'admin';
  page: PageCode;
  landing?: {
    /** The tab title its pre-rendered first screen shows; none where the data names it. */
    title?: string;
    /**
     * The queries the page renders its first screen from, asked for before it renders. The
     * first is the one the entry draws the page from, where it does (`drawn`).
     */
    queries: (api: FirstScreenApi, slug: string) => FirstScreenQuery[];
    /** Blog posts the entry draws before the app's code has arrived (decision 014). */
    drawn?: DrawnPage;
  };
}

export const appRoutes = [
  {
    path: paths.login,
    area: 'bare',
    page: page(() => import('../features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: paths.register,
    area: 'bare',
    page: page(() => import('../features/auth/pages/register-page'), 'RegisterPage'),
  },
  {
    path: paths.forgotPassword,
    area: 'bare',
    page: page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: paths.resetPassword,
    area: 'bare',
    page: page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: paths.confirmEmail,
    area: 'bare',
    page: page(() => import('../features/auth/pages/confirm-email-page'), 'ConfirmEmailPage'),
  },
  {
    path: paths.home,
    area: 'public',
    page: page(() => import('../features/home/pages/home-page'), 'HomePage'),
    landing: {
      title: 'Torch',
      queries: (api) => [
        api.siteContent('home'),
        api.teachings({ limit: 1 }),
        api.blogPosts(),
        api.upcomingEvents(),
      ],
    },
  },
  {
    path: paths.about,
    area: 'public',
    page: page(() => import('../features/about/pages/about-page'), 'AboutPage'),
  },
  {
    path: paths.leadership,
    area: 'public',
    page: page(() => import('../features/about/pages/leadership-page'), 'LeadershipPage'),
  },
  {
    path: paths.leaders,
    area: 'public',
    page: page(() => import('../features/leaders/pages/leaders-page'), 'LeadersPage'),
  },
  {
    path: paths.ministries,
    area: 'public',
    page: page(() => import('../features/ministries/pages/ministries-page'), 'MinistriesPage'),
  },
  {
    path: paths.torchKids,
    area: 'public',
    page: page(() => import('../features/torch-kids/pages/torch-kids-page'), 'TorchKidsPage'),
  },
  {
    path: paths.teachings,
    area: 'public',
    page: page(() => import('../features/teachings/pages/teachings-page'), 'TeachingsPage'),
    landing: { title: 'Teachings', queries: (api) => [api.teachings()] },
  },
  {
    path: paths.events,
    area: 'public',
    page: page(() => import('../features/events/pages/events-page'), 'EventsPage'),
    landing: { title: 'Events', queries: (api) => [api.events()] },
  },
  {
    path: paths.blog,
    area: 'public',
    page: page(() => import('../features/blog/pages/blog-page'), 'BlogPage'),
    landing: { title: 'Blog', queries: (api) => [api.blogPosts()], drawn: 'list' },
  },
  {
    path: `${paths.blog}/:slug`,
    area: 'public',
    page: page(() => import('../features/blog/pages/blog-post-page'), 'BlogPostPage'),
    landing: { queries: (api, slug) => [api.postBySlug(slug)], drawn: 'post' },
  },
  {
    path: paths.prayer,
    area: 'public',
    page: page(() => import('../features/prayer/pages/prayer-page'), 'PrayerPage'),
  },
  {
    path: paths.lightCampuses,
    area: 'public',
    page: page(() => import('../features/campuses/pages/light-campuses-page'), 'LightCampusesPage'),
  },
  {
    path: paths.testimonies,
    area: 'public',
    page: page(() => import('../features/testimonies/pages/testimonies-page'), 'TestimoniesPage'),
  },
  {
    path: paths.serve,
    area: 'public',
    page: page(() => import('../features/ministries/pages/serve-page'), 'ServePage'),
  },
  {
    path: paths.give,
    area: 'public',
    page: page(() => import('../features/giving/pages/give-page'), 'GivePage'),
  },
  {
    path: paths.contact,
    area: 'public',
    page: page(() => import('../features/contact/pages/contact-page'), 'ContactPage'),
  },
  {
    path: paths.newConverts,
    area: 'public',
    page: page(() => import('../features/new-converts/pages/new-converts-page'), 'NewConvertsPage'),
  },
  {
    path: paths.joinUs,
    area: 'public',
    page: page(() => import('../features/join-us/pages/join-us-page'), 'JoinUsPage'),
  },
  {
    path: paths.profile,
    area: 'member',
    page: page(() => import('../features/profile/pages/profile-page'), 'ProfilePage'),
  },
  {
    path: paths.chat,
    area: 'member',
    page: page(() => import('../features/chat/pages/chat-page'), 'ChatPage'),
  },
  {
    path: paths.admin.dashboard,
    area: 'admin',
    page: page(
      () => import('../features/admin-stats/pages/admin-dashboard-page'),
      'AdminDashboardPage',
    ),
  },
  {
    path: paths.admin.users,
    area: 'admin',
    page: page(() => import('../features/users/pages/admin-users-page'), 'AdminUsersPage'),
  },
  {
    path: paths.admin.teachings,
    area: 'admin',
    page: page(
      () => import('../features/teachings/pages/admin-teachings-page'),
      'AdminTeachingsPage',
    ),
  },
  {
    path: paths.admin.events,
    area: 'admin',
    page: page(() => import('../features/events/pages/admin-events-page'), 'AdminEventsPage'),
  },
  {
    path: paths.admin.leaders,
    area: 'admin',
    page: page(() => import('../features/leaders/pages/admin-leaders-page'), 'AdminLeadersPage'),
  },
  {
    path: paths.admin.prayers,
    area: 'admin',
    page: page(() => import('../features/prayer/pages/admin-prayers-page'), 'AdminPrayersPage'),
  },
  {
    path: paths.admin.testimonies,
    area: 'admin',
    page: page(
      () => import('../features/testimonies/pages/admin-testimonies-page'),
      'AdminTestimoniesPage',
    ),
  },
  {
    path: paths.admin.serve,
    area: 'admin',
    page: page(() => import('../features/ministries/pages/admin-serve-page'), 'AdminServePage'),
  },
  {
    path: paths.admin.content,
    area: 'admin',
    page: page(
      () => import('../features/site-content/pages/admin-content-page'),
      'AdminContentPage',
    ),
  },
  {
    path: paths.admin.blog,
    area: 'admin',
    page: page(() => import('../features/blog/pages/admin-blog-page'), 'AdminBlogPage'),
  },
  {
    path: paths.admin.campuses,
    area: 'admin',
    page: page(() => import('../features/campuses/pages/admin-campuses-page'), 'AdminCampusesPage'),
  },
  {
    path: paths.admin.torchKids,
    area: 'admin',
    page: page(
      () => import('../features/torch-kids/pages/admin-torch-kids-page'),
      'AdminTorchKidsPage',
    ),
  },
  {
    path: paths.admin.newConverts,
    area: 'admin',
    page: page(
      () => import('../features/new-converts/pages/admin-new-converts-page'),
      'AdminNewConvertsPage',
    ),
  },
  {
    path: paths.admin.inbox,
    area: 'admin',
    page: page(() => import('../features/inbox/pages/admin-inbox-page'), 'AdminInboxPage'),
  },
  {
    path: paths.admin.subscribers,
    area: 'admin',
    page: page(
      () => import('../features/newsletter/pages/admin-subscribers-page'),
      'AdminSubscribersPage',
    ),
  },
] as const satisfies readonly AppRoute[];

type LandingAppRoute = Extract<(typeof appRoutes)[number], { landing: object }>;
export type LandingRoute = LandingAppRoute['path'];

export const landingRoutes: readonly LandingRoute[] = appRoutes.flatMap((route) =>
  'landing' in route ? [route.path] : [],
);

/** The table's row for a landing route. */
export function landingRoute(route: LandingRoute): AppRoute & Pick<Required<AppRoute>, 'landing'> {
  const row: AppRoute | undefined = appRoutes.find((candidate) => candidate.path === route);
  if (!row?.landing) throw new Error(`${route} is not a landing page`);
  return { ...row, landing: row.landing };
}

/** The landing route `pathname` is on, and its slug, or null for any other page. */
export function matchLandingRoute(pathname: string): { route: LandingRoute; slug: string } | null {
  return matchRoute(landingRoutes, pathname);
}

export { pathOfHash } from './route-match';
