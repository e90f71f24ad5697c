/** Debian's Chromium driven by playwright-core, with the flags this machine kind needs. */
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './env';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`: more Chromium flags, such as a fake camera playing a file. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * One Chromium for the journeys of the enclosing `describe`: launched before the first and
 * closed after the last. The journeys call the returned function for it.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched before the first journey.');
    return browser;
  };
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Script errors and console errors seen so far (CSP violations land here too). */
  problems: string[];
}

/**
 * A fresh browser profile at the given width, optionally already signed in with a token (on the
 * journeys' server unless `origin` names another).
 */
export async function openPage(
  browser: Browser,
  width: number,
  options: {
    token?: string;
    origin?: string;
    serviceWorkers?: 'allow' | 'block';
    /** The browser's own time zone (an IANA name); the machine's when left out. */
    timezoneId?: string;
    /** The phone's "reduce motion" setting (prefers-reduced-motion). */
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    // Only the installable-app journeys want the service worker. Elsewhere it would take over
    // the page's requests part-way through a test once it activates (clientsClaim), and
    // page.route() never sees a request the worker makes, so a stubbed answer would stop
    // applying at a moment that depends on the machine's load.
    serviceWorkers: options.serviceWorkers ?? 'block',
    storageState: options.token
      ? {
          cookies: [],
          origins: [
            {
              origin: options.origin ?? baseUrl,
              localStorage: [{ name: 'token', value: options.token }],
            },
          ],
        }
      : undefined,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A refused API call (401 in the session journeys) is logged by Chromium itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return { context, page, problems };
}

/** Resolves when the hash route is the given one; a failure names the route the page is on. */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  try {
    await page.waitForFunction((expected) => window.location.hash === `#${expected}`, route);
  } catch (error) {
    const current = await page.evaluate(() => window.location.hash).catch(() => 'unknown');
    throw new Error(`expected route ${route}, still at ${current}`, { cause: error });
  }
}

/** For a person reviewing the look: writes a PNG when E2E_SCREENSHOT_DIR is set, else nothing. */
export async function reviewScreenshot(
  page: Page,
  name: string,
  options: {
    fullPage?: boolean;
    /** Shoot at once: a toast's timer runs until it closes, so "settled" is too late for it. */
    now?: boolean;
  } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  if (!options.now) await animationsSettled(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: options.fullPage });
}

/**
 * Resolves once no animation or transition is running: a dialog caught while it fades in, or a
 * colour caught mid-transition, is not what anyone sees. Endless ones (spinners) never end.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
