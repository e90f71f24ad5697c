/**
 * Build-time renderer for the landing pages' first screen (scripts/prerender.mjs). It renders
 * what the app itself renders before any data has arrived: the page with its loading states,
 * as a visitor who is not signed in sees it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { routes } from '../app/router';
import { loadClientConfig } from '../shared/config/client-config';

export { landingRoutes } from '../app/landing-routes';
// The picker in index.html skips signed-in members by the same key the app stores tokens under.
export { TOKEN_KEY } from '../shared/api/token-storage';

const ORIGIN = 'http://prerender.invalid';

loadClientConfig(ORIGIN);

/**
 * A route with a slug is rendered for one that no page has: before its data arrives, the page
 * shows nothing of it, and should that change, the build stops rather than show it for every
 * post.
 */
const PLACEHOLDER_SLUG = 'prerender-placeholder-slug';

export async function renderPage(route: string): Promise<string> {
  const path = route.replace(':slug', PLACEHOLDER_SLUG);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = withHashLinks(
    renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  if (html.includes(PLACEHOLDER_SLUG)) throw new Error(`${route} shows its slug before its data`);
  return html;
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
