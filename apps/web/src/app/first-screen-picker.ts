/**
 * The small script index.html runs before any other: it shows the pre-rendered first screen
 * of the landing page the address opens (src/prerender). The app routes by hash, so only the
 * browser knows the page. The build bundles this file on its own and writes it into index.html
 * after #root, beside one <template data-route> per landing page (scripts/prerender.mjs); the
 * server allows that one inline script by its hash (apps/server/src/plugins/security.ts).
 *
 * Members who are signed in skip it: their header differs.
 */
import { TOKEN_KEY } from '../shared/api/token-storage';
import { matchRoute, pathOfHash } from './route-match';

function pickFirstScreen(): void {
  try {
    if (localStorage.getItem(TOKEN_KEY)) return;
  } catch {
    return;
  }
  const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-route]')];
  const patterns = templates.map((template) => template.getAttribute('data-route') ?? '');
  const landing = matchRoute(patterns, pathOfHash(location.hash));
  const template = landing && templates[patterns.indexOf(landing.route)];
  const root = document.getElementById('root');
  if (!template || !root) return;
  root.appendChild(template.content.cloneNode(true));
  root.setAttribute('data-first-screen', location.hash);
  const title = template.getAttribute('data-title');
  if (title) document.title = title;
  // A tap on a button (the menu, the assistant) before the app has loaded is kept, for the app
  // to replay once it has (./first-screen-taps.ts). Links work on their own.
  window.__firstScreenTaps = [];
  document.addEventListener(
    'click',
    (event) => {
      const taps = window.__firstScreenTaps;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!taps || !button || !root.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      taps.push(button);
    },
    true,
  );
}

pickFirstScreen();
