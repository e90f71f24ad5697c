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

export { landingRoutes } from './landing-pages';
// The picker in index.html skips signed-in members by the same key the app stores tokens under.
export { TOKEN_KEY } from '../shared/api/token-storage';

const ORIGIN = 'http://prerender.invalid';

loadClientConfig(ORIGIN);

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return withHashLinks(
    renderToString(
      <StrictMode>
        <AppProviders>
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
