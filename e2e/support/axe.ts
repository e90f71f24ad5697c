/** Shared by the phone and desktop axe passes: the pages of the shell and how to check one. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForRoute } from './browser';
import { appUrl } from './env';

export const publicRoutes = [
  '/',
  '/about',
  '/leadership',
  '/leaders',
  '/ministries',
  '/torch-kids',
  '/teachings',
  '/events',
  '/blog',
  '/blog/walking-in-the-light',
  // A real demo post as well as a missing one, so both the article and 'Post Not Found' are checked.
  '/blog/walking-in-the-light-together',
  '/prayer',
  '/light-campuses',
  '/testimonies',
  '/serve',
  '/give',
  '/contact',
  '/new-converts',
  '/join-us',
  '/login',
  '/register',
  '/forgot-password',
  // The page a mailed reset link opens (the token is only checked when the form is sent).
  '/reset-password?token=e2e-unused',
  '/no-such-page',
];

export const signedInRoutes = [
  '/profile',
  '/chat',
  '/admin',
  '/admin/users',
  '/admin/teachings',
  '/admin/events',
  '/admin/leaders',
  '/admin/prayers',
  '/admin/testimonies',
  '/admin/serve',
  '/admin/content',
  '/admin/blog',
  '/admin/campuses',
  '/admin/torch-kids',
  '/admin/new-converts',
];

/**
 * One page of each layout is checked whole (landmarks, headings, the header and footer);
 * on the others only the page's own content is, since the frame around it is the same
 * and checking it again would only slow the run down.
 */
const wholePageRoutes = new Set([
  '/',
  '/login',
  '/register',
  '/no-such-page',
  '/profile',
  '/chat',
  '/admin',
  '/admin/users',
]);

export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (label.startsWith('/') && !wholePageRoutes.has(label)) builder.include('main');
  // A dialog or card caught mid-fade has half its contrast; judge what a person sees once it settles.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Spinners and pulses loop forever; only entrances and fades ever settle.
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) on ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Opens a route and waits until its page (not a loading screen) shows its main heading. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(appUrl(route));
  await waitForRoute(page, route);
  await page.locator('h1').first().waitFor();
}
