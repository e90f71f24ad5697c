/**
 * No page trips the Content Security Policy: a `report-uri` would otherwise send a report on
 * every visit. zod's `Function('')` probe did, on every page that builds a contract schema,
 * until the entry made zod jitless (apps/web/src/shared/lib/zod-jitless.ts). The listener is
 * installed before any page script, so a violation during start-up is seen too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { registerMember } from './support/api';
import { openPage, useBrowser } from './support/browser';
import { appUrl } from './support/env';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchForViolations(page: Page): Promise<void> {
  await page.addInitScript({
    content: `
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sourceFile || ''));
      });
    `,
  });
}

/** A route, and what to do there once it is open: wait for the page's code, try its form. */
interface Visit {
  route: string;
  ready: (page: Page) => Promise<void>;
}

const button = (name: string) => async (page: Page) => {
  // Sending an empty form runs the shared schema in the browser; nothing reaches the server.
  await page.getByRole('button', { name }).click();
};
const heading = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};

const visitorVisits: Visit[] = [
  { route: '/', ready: async () => {} },
  { route: '/events', ready: heading('Events') },
  { route: '/blog', ready: async () => {} },
  { route: '/prayer', ready: button('Submit Prayer Request') },
  { route: '/testimonies', ready: button('Share Testimony') },
  { route: '/login', ready: button('Sign In') },
  { route: '/register', ready: button('Create Account') },
];

const memberVisits: Visit[] = [
  { route: '/profile', ready: heading('My Profile') },
  { route: '/chat', ready: async () => {} },
  { route: '/prayer', ready: button('Submit Prayer Request') },
];

void describe('content security policy', () => {
  const browser = useBrowser();

  async function visitAll(visits: Visit[], token?: string): Promise<void> {
    const { page, context, problems } = await openPage(browser(), 1280, token ? { token } : {});
    await watchForViolations(page);
    // The first screen is pre-rendered: the app's code is asked for only after it has painted.
    const appCode = page.waitForResponse((response) =>
      /\/assets\/start-app-[^/]*\.js$/.test(response.url()),
    );
    for (const [index, { route, ready }] of visits.entries()) {
      await page.goto(appUrl(route));
      if (index === 0) await appCode;
      await ready(page);
      // Lazy chunks (and the schemas they build) load after the first paint.
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => window.__cspViolations);
      assert.deepEqual(violations, [], `CSP violations on ${route}`);
    }
    const cspErrors = problems.filter((problem) => /content security policy/i.test(problem));
    assert.deepEqual(cspErrors, []);
    await context.close();
  }

  void it('is never violated on the public pages a visitor opens', async () => {
    await visitAll(visitorVisits);
  });

  void it('is never violated on a member’s pages', async () => {
    const member = await registerMember('Esther Nabirye');
    await visitAll(memberVisits, member.token);
  });
});
