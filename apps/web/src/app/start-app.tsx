/** Checks the configuration, then starts the app (or explains why it cannot). */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { servedChurchSettings } from '../features/church';
import { loadClientConfig } from '../shared/config/client-config';
import { applyLocale } from '../shared/i18n';
import { beginFirstScreenTakeover } from '../shared/lib/first-screen-takeover';
import { App } from './app';
import { ErrorScreen } from './error/error-screen';
import { takeDrawnData } from './first-screen-handoff';
import { createQueryClient } from './query-client';
import { startOffline } from './offline';
import { createAppRouter, routerReady } from './router';

export async function startApp(container: HTMLElement): Promise<void> {
  try {
    loadClientConfig();
  } catch (error) {
    // A broken configuration cannot be fixed by re-rendering; retrying reloads the page.
    createRoot(container).render(
      <ErrorScreen error={error} onRetry={() => window.location.reload()} />,
    );
    return;
  }
  // A church that writes in another locale has it in the page it was served (its settings
  // differ from the build's); its catalogue comes before the first render, so no text changes
  // under the reader's eyes.
  const locale = servedChurchSettings()?.locale;
  if (locale) await applyLocale(locale);
  // Making the router is one of the longest pieces of start-up work; in a task of its own it
  // does not add to the module evaluation before it, which would hold a slow phone's taps.
  await nextTask();
  // index.html may already show this page, pre-rendered (src/prerender): the app then takes
  // over those elements instead of drawing the page again, unless the visitor followed a link
  // elsewhere before the app had loaded. Either way the first render is a transition, so it
  // yields to the browser every few milliseconds instead of holding a slow phone's main
  // thread (and the visitor's taps) for hundreds of them.
  const showsFirstScreen = () => container.dataset.firstScreen === window.location.hash;
  const queryClient = createQueryClient();
  // The page's loader asks for its first screen's data as the router starts (./router.tsx).
  const router = createAppRouter(queryClient, showsFirstScreen() ? container : undefined);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // Checked again once the page's code is in: the visitor may have followed a link meanwhile.
  if (showsFirstScreen()) await routerReady(router);
  // From here the entry draws nothing more into the page (blog posts that arrived before the
  // app did: ./first-screen-posts.ts), whichever way the app starts; what it has drawn, the
  // page's loader has given the page to render with.
  takeDrawnData(container);
  // A church whose settings differ from the build's gets its page with their values filled in
  // by the server (docs/decisions/040-church-settings-everywhere.md), not all of which the
  // build's markup can hold; the app then draws the page afresh over it instead of hydrating.
  // So too with page texts saved in Admin → Site Content, which the app starts from as well.
  const servedAsBuilt = !document.querySelector(
    'meta[name="torch-church"], meta[name="torch-site-texts"]',
  );
  if (showsFirstScreen() && servedAsBuilt) {
    await nextTask();
    beginFirstScreenTakeover();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The page already shown stays until the app's first render replaces it.
    if (!showsFirstScreen()) container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  if (document.readyState === 'complete') startOffline(queryClient);
  else window.addEventListener('load', () => startOffline(queryClient), { once: true });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
