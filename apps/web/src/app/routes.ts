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
import { documentTitle, type TitleBrand } from '../shared/lib/document-title';
import type { FirstScreenApi, FirstScreenQuery } from './first-screen-data';
import { matchRoute } from './route-match';

/** A page's code: the module the router loads, and the component it renders from it. */
export interface PageCode {
  load: () => Promise<unknown>;
  component: () => Promise<ComponentType>;
}

/** Every page module, each its own lazily loaded file (Vite turns the glob into imports). */
const pageModules = import.meta.glob<Record<string, unknown>>('./*/pages/*-page.tsx', {
  base: '../features',
});

/**
 * The page in features/<area>/pages/<name>.tsx, which exports it under its name in PascalCase
 * (login-page: LoginPage). A wrong file fails at start, a wrong export when the page opens.
 */
function page(areaAndName: `${string}/${string}-page`): PageCode {
  const [area, name] = areaAndName.split('/') as [string, string];
  const file = `./${area}/pages/${name}.tsx`;
  const load = pageModules[file];
  if (!load) throw new Error(`No page at ${file}`);
  const exported = name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) =>
    letter.toUpperCase(),
  );
  return {
    load,
    component: async () => {
      const component = (await load())[exported];
      if (typeof component !== 'function') throw new Error(`${file} exports no ${exported}`);
      return component as ComponentType;
    },
  };
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
    /**
     * The tab title its pre-rendered first screen shows (before documentTitle adds the church's
     * name); none where the data names it. A function of the church's names where the title is
     * the church's own (the home page's is its short name).
     */
    title?: string | ((brand: TitleBrand) => string);
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
  { path: paths.login, area: 'bare', page: page('auth/login-page') },
  { path: paths.register, area: 'bare', page: page('auth/register-page') },
  { path: paths.forgotPassword, area: 'bare', page: page('auth/forgot-password-page') },
  { path: paths.resetPassword, area: 'bare', page: page('auth/reset-password-page') },
  { path: paths.confirmEmail, area: 'bare', page: page('auth/confirm-email-page') },
  {
    path: paths.cancelEmailChange,
    area: 'bare',
    page: page('auth/cancel-email-change-page'),
  },
  {
    path: paths.home,
    area: 'public',
    page: page('home/home-page'),
    landing: {
      title: (brand) => brand.shortName,
      queries: (api) => [
        api.siteContent('home'),
        api.teachings({ limit: 1 }),
        api.blogPosts(),
        api.upcomingEvents(),
      ],
    },
  },
  { path: paths.about, area: 'public', page: page('about/about-page') },
  { path: paths.leadership, area: 'public', page: page('about/leadership-page') },
  { path: paths.leaders, area: 'public', page: page('leaders/leaders-page') },
  { path: paths.ministries, area: 'public', page: page('ministries/ministries-page') },
  { path: paths.torchKids, area: 'public', page: page('torch-kids/torch-kids-page') },
  {
    path: paths.teachings,
    area: 'public',
    page: page('teachings/teachings-page'),
    landing: { title: 'Teachings', queries: (api) => [api.teachings()] },
  },
  {
    path: paths.events,
    area: 'public',
    page: page('events/events-page'),
    landing: { title: 'Events', queries: (api) => [api.events()] },
  },
  {
    path: paths.blog,
    area: 'public',
    page: page('blog/blog-page'),
    landing: {
      title: 'Blog',
      queries: (api) => [api.blogPosts(), api.siteContent('blog')],
      drawn: 'list',
    },
  },
  {
    path: `${paths.blog}/:slug`,
    area: 'public',
    page: page('blog/blog-post-page'),
    landing: { queries: (api, slug) => [api.postBySlug(slug)], drawn: 'post' },
  },
  { path: paths.prayer, area: 'public', page: page('prayer/prayer-page') },
  { path: paths.lightCampuses, area: 'public', page: page('campuses/light-campuses-page') },
  { path: paths.testimonies, area: 'public', page: page('testimonies/testimonies-page') },
  { path: paths.serve, area: 'public', page: page('ministries/serve-page') },
  { path: paths.give, area: 'public', page: page('giving/give-page') },
  { path: paths.contact, area: 'public', page: page('contact/contact-page') },
  { path: paths.newConverts, area: 'public', page: page('new-converts/new-converts-page') },
  { path: paths.joinUs, area: 'public', page: page('join-us/join-us-page') },
  { path: paths.profile, area: 'member', page: page('profile/profile-page') },
  { path: paths.givingStatement, area: 'member', page: page('giving/giving-statement-page') },
  { path: `${paths.giftReceipts}/:id`, area: 'public', page: page('giving/receipt-page') },
  { path: paths.chat, area: 'member', page: page('chat/chat-page') },
  { path: paths.admin.dashboard, area: 'admin', page: page('admin-stats/admin-dashboard-page') },
  { path: paths.admin.users, area: 'admin', page: page('users/admin-users-page') },
  { path: paths.admin.teachings, area: 'admin', page: page('teachings/admin-teachings-page') },
  { path: paths.admin.events, area: 'admin', page: page('events/admin-events-page') },
  { path: paths.admin.leaders, area: 'admin', page: page('leaders/admin-leaders-page') },
  { path: paths.admin.prayers, area: 'admin', page: page('prayer/admin-prayers-page') },
  {
    path: paths.admin.testimonies,
    area: 'admin',
    page: page('testimonies/admin-testimonies-page'),
  },
  { path: paths.admin.serve, area: 'admin', page: page('ministries/admin-serve-page') },
  { path: paths.admin.content, area: 'admin', page: page('site-content/admin-content-page') },
  { path: paths.admin.blog, area: 'admin', page: page('blog/admin-blog-page') },
  { path: paths.admin.campuses, area: 'admin', page: page('campuses/admin-campuses-page') },
  { path: paths.admin.torchKids, area: 'admin', page: page('torch-kids/admin-torch-kids-page') },
  {
    path: paths.admin.newConverts,
    area: 'admin',
    page: page('new-converts/admin-new-converts-page'),
  },
  { path: paths.admin.inbox, area: 'admin', page: page('inbox/admin-inbox-page') },
  { path: paths.admin.subscribers, area: 'admin', page: page('newsletter/admin-subscribers-page') },
  { path: paths.admin.newsletter, area: 'admin', page: page('newsletter/admin-newsletter-page') },
  {
    path: paths.newsletterConfirm,
    area: 'public',
    page: page('newsletter/newsletter-confirm-page'),
  },
  {
    path: paths.newsletterUnsubscribe,
    area: 'public',
    page: page('newsletter/newsletter-unsubscribe-page'),
  },
  {
    path: paths.eventRegistrationConfirm,
    area: 'public',
    page: page('event-registration/confirm-registration-page'),
  },
  {
    path: paths.eventRegistrationCancel,
    area: 'public',
    page: page('event-registration/cancel-registration-page'),
  },
  {
    path: `${paths.admin.events}/:id/registrations`,
    area: 'admin',
    page: page('event-registration/admin-event-registrations-page'),
  },
  {
    path: `${paths.admin.events}/:id/check-in`,
    area: 'admin',
    page: page('event-registration/admin-check-in-page'),
  },
  { path: paths.admin.giving, area: 'admin', page: page('giving/admin-giving-page') },
  { path: paths.admin.church, area: 'admin', page: page('church/admin-church-page') },
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

/** A landing page's tab title for the church `brand`, '' where the page's data names it. */
export function landingTitle(route: LandingRoute, brand: TitleBrand): string {
  const { title } = landingRoute(route).landing;
  if (title === undefined) return '';
  return documentTitle(typeof title === 'function' ? title(brand) : title, brand);
}

/** The landing route `pathname` is on, and its slug, or null for any other page. */
export function matchLandingRoute(pathname: string): { route: LandingRoute; slug: string } | null {
  return matchRoute(landingRoutes, pathname);
}

export { pathOfHash } from './route-match';
