/**
 * Build-time renderer for the landing pages' first screen (scripts/prerender.mjs). It renders
 * what the app itself renders before any data has arrived: the page with its loading states,
 * as a visitor who is not signed in sees it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RenderedBlogPost } from '@torch/contract';
import { AppProviders } from '../app/app';
import { drawnPages } from '../app/first-screen-posts';
import { createQueryClient } from '../app/query-client';
import { blogPostsQueryOptions, postBySlugQueryOptions } from '../features/blog/api';
import { routes } from '../app/router';
import { landingRoute, landingRoutes } from '../app/routes';
import { loadClientConfig } from '../shared/config/client-config';
import { documentTitle } from '../shared/lib/document-title';
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

/** Every landing page of the route table (app/routes.ts), rendered. */
export async function renderLandingPages(): Promise<LandingPage[]> {
  const pages: LandingPage[] = [];
  for (const route of landingRoutes) {
    const html = await render(route, createQueryClient());
    // A route with a slug is rendered for one that no post has: before its data arrives, the
    // page shows nothing of it, and should that change, the build stops rather than show it
    // for every post.
    if (html.includes(PLACEHOLDER_SLUG)) throw new Error(`${route} shows its slug before its data`);
    const { title } = landingRoute(route).landing;
    const rendered = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
    const written = title === undefined ? '' : escapeHtml(documentTitle(title));
    if (rendered !== written) {
      throw new Error(
        `${route} renders the title "${rendered}"; the route table says "${written}"`,
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
export async function renderDrawnPages(): Promise<{ templateId: string; html: string }[]> {
  const [post] = SAMPLE_POSTS;
  const postData = createQueryClient();
  postData.setQueryData(postBySlugQueryOptions(PLACEHOLDER_SLUG).queryKey, post);
  const listData = createQueryClient();
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
