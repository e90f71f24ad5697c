/**
 * Entry point. The page may already show its pre-rendered first screen (src/prerender), so the
 * browser paints that before the app's code runs: on a slow phone, running React and the app
 * takes longer than the screen itself needs, and on a slow network the app's code would hold
 * up the styles and fonts that screen is waiting for.
 */
// First: zod must be jitless before any contract schema exists (see the module).
import './shared/lib/zod-jitless';
import './index.css';
import { startLandingPage } from './app/landing-page-start';
import { listenForInstallOffer } from './shared/lib/install-prompt';

listenForInstallOffer(window);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Resolves once the browser has painted the next frame; at once in a tab opened in the
 * background, which paints no frames until it is shown.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}

void afterNextPaint()
  .then(() => {
    const app = import('./app/start-app');
    // In a task of its own: starting these requests was about half of one 30-44 ms task
    // (traced without throttling), and a tap on a slow phone waits for a long task to end.
    setTimeout(() => startLandingPage(window.location.hash));
    return app;
  })
  .then(({ startApp }) => startApp(container));
