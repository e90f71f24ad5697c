/**
 * Renderer for the landing pages' first screen. It renders what the app itself renders before
 * any data has arrived: the page with its loading states, as a visitor who is not signed in sees
 * it. The build renders them with the default church settings into dist/index.html
 * (scripts/prerender.mjs); the server renders them again with a church's own settings and
 * locale and page texts (`renderChurchPage`, docs/decisions/040-church-settings-everywhere.md),
 * so a saved name, gathering time, language or headline shows before the app has loaded.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  defaultChurchSettings,
  type ChurchSettings,
  type RenderedBlogPost,
  type SiteContent,
} from '@torch/contract';
import { AppProviders } from '../app/app';
import { drawnPages } from '../app/first-screen-posts';
import { createQueryClient } from '../app/query-client';
import { blogPostsQueryOptions, postBySlugQueryOptions } from '../features/blog/api';
import { churchKeys } from '../features/church/api/queries';
import { siteContentKeys } from '../features/site-content/api/queries';
import { routes } from '../app/router';
import { landingRoute, landingRoutes, landingTitle } from '../app/routes';
import { loadClientConfig } from '../shared/config/client-config';
import { applyLocale } from '../shared/i18n';
import { defaultTitleBrand } from '../shared/lib/document-title';
import { firstScreenRequests, PLACEHOLDER_SLUG } from './first-screen-requests';

const ORIGIN = 'http://prerender.invalid';

loadClientConfig(ORIGIN);

/** A landing page's first screen, and what the picker and the entry read from its template. */
export interface LandingPage {
  route: string;
  html: string;
  /** The tab title, as the page renders it (HTML-escaped), or '' where its data names it. */
  title: string;
  /** The API paths of its first screen's data, `:slug` for the post's (./landing-page-start.ts). */
  api: string[];
}

/**
 * A query cache that holds the church's settings and its saved page texts, as the app's does
 * once they have arrived (the app starts from the same texts: features/site-content/lib/served-texts.ts).
 */
function dataFor(church: ChurchSettings, texts: SiteContent[] = []): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(churchKeys.settings, church);
  for (const pageTexts of texts) {
    queryClient.setQueryData(siteContentKeys.page(pageTexts.page), pageTexts);
  }
  return queryClient;
}

/** Every landing page of the route table (app/routes.ts), rendered. */
export async function renderLandingPages(
  church: ChurchSettings = defaultChurchSettings,
  texts: SiteContent[] = [],
): Promise<LandingPage[]> {
  const pages: LandingPage[] = [];
  for (const route of landingRoutes) {
    const html = await render(route, dataFor(church, texts));
    // A route with a slug is rendered for one that no post has: before its data arrives, the
    // page shows nothing of it, and should that change, the build stops rather than show it
    // for every post.
    if (html.includes(PLACEHOLDER_SLUG)) throw new Error(`${route} shows its slug before its data`);
    const { title } = landingRoute(route).landing;
    const written = title === undefined ? '' : (/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '');
    // The build checks the tab title the page renders against the route table's, which the
    // picker and the app's takeover rely on (they are written with the default settings).
    const expected = escapeHtml(landingTitle(route, defaultTitleBrand));
    if (church === defaultChurchSettings && written !== expected) {
      throw new Error(
        `${route} renders the title "${written}"; the route table says "${expected}"`,
      );
    }
    pages.push({ route, html, title: written, api: firstScreenRequests(route) });
  }
  return pages;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}

/**
 * Made-up posts: the entry writes the real ones' parts over each of these
 * (app/first-screen-posts.ts), so none of it is ever seen.
 */
const SAMPLE_POSTS: RenderedBlogPost[] = ['first', 'second'].map((name) => ({
  _id: name,
  slug: `${PLACEHOLDER_SLUG}-${name}`,
  title: `Sample title ${name}`,
  content: 'Sample body',
  contentHtml: '<p>Sample body</p>',
  status: 'published',
  featureImageUrl: '',
  authorName: 'Sample author',
  publishedAt: '2000-01-01T00:00:00.000Z',
  createdAt: '2000-01-01T00:00:00.000Z',
}));

/**
 * The blog post page and the Blog list as they show posts, for the templates the entry draws
 * posts from when their data arrives before the app's code (app/first-screen-posts.ts). The
 * build stops should a page no longer carry one of the marks the entry looks for. (Text a page
 * would add that the entry does not know of is caught by the first-screen journeys, as a
 * hydration error.)
 */
export async function renderDrawnPages(
  church: ChurchSettings = defaultChurchSettings,
  texts: SiteContent[] = [],
): Promise<{ templateId: string; html: string }[]> {
  const [post] = SAMPLE_POSTS;
  const postData = dataFor(church, texts);
  postData.setQueryData(postBySlugQueryOptions(PLACEHOLDER_SLUG).queryKey, post);
  const listData = dataFor(church, texts);
  listData.setQueryData(blogPostsQueryOptions().queryKey, SAMPLE_POSTS);
  const drawn = [
    { page: drawnPages.post, html: await render('/blog/:slug', postData) },
    { page: drawnPages.list, html: await render('/blog', listData) },
  ];
  return drawn.map(({ page, html }) => {
    const marks = [...page.marks, ...page.parts.map((part) => `data-post-part="${part}"`)];
    for (const mark of marks) {
      if (!html.includes(mark)) throw new Error(`${page.templateId}: the page has no ${mark}`);
    }
    return { templateId: page.templateId, html };
  });
}

async function render(route: string, queryClient: QueryClient): Promise<string> {
  const path = route.replace(':slug', PLACEHOLDER_SLUG);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return withHashLinks(
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * The static router writes a link to the events page as '/events'; the app routes by hash, so
 * in the browser the same link is '#/events'. Hydration keeps attributes as they were rendered,
 * so the pre-rendered links must already have the browser's form: otherwise a link opened in a
 * new tab, copied, or followed before the app has loaded goes through the server's redirect
 * and reloads the whole app. React Router marks its own links with `data-discover`.
 */
function withHashLinks(html: string): string {
  return html.replace(
    / href="(\/[^"]*)" data-discover="true"/g,
    ' href="#$1" data-discover="true"',
  );
}

/** A page's elements for its template: the document title is set by script, and scripts never run from here. */
export const bodyOf = (html: string) =>
  html.replace(/<title>.*?<\/title>/, '').replace(/<script\b[\s\S]*?<\/script>/g, '');

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template that opens with `opening` (up to its first attribute), with a new body. */
function replaceTemplate(page: string, opening: string, body: string, title?: string): string {
  const template = new RegExp(`(<template ${escapeRegExp(opening)}[^>]*>)[\\s\\S]*?(</template>)`);
  if (!template.test(page)) throw new Error(`The built page has no <template ${opening}>`);
  return page.replace(template, (_all, open: string, close: string) => {
    const retitled =
      title === undefined ? open : open.replace(/data-title="[^"]*"/, `data-title="${title}"`);
    return `${retitled}${body}${close}`;
  });
}

/** One render at a time: the locale is the process's, as it is the page's in a browser. */
let rendering: Promise<unknown> = Promise.resolve();

/**
 * The built page (dist/index.html) with every first screen rendered again for the church: its
 * settings in the header, footer and gathering times, its locale's language and formats, its
 * page texts saved in Admin → Site Content (`texts`, every page's as the API answers it). The
 * page around the templates, and its scripts, stay as built (the CSP allows them by hash).
 */
export function renderChurchPage(
  builtPage: string,
  church: ChurchSettings,
  texts: SiteContent[] = [],
): Promise<string> {
  const next = rendering.then(async () => {
    await applyLocale(church.locale);
    try {
      let page = builtPage;
      for (const { route, html, title } of await renderLandingPages(church, texts)) {
        page = replaceTemplate(page, `data-route="${route}"`, bodyOf(html), title);
      }
      for (const { templateId, html } of await renderDrawnPages(church, texts)) {
        page = replaceTemplate(page, `id="${templateId}"`, bodyOf(html));
      }
      return page;
    } finally {
      await applyLocale(defaultChurchSettings.locale);
    }
  });
  rendering = next.catch(() => undefined);
  return next;
}
