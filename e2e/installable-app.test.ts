/**
 * The installable app (docs/product.md#installable-app): installable by Chromium's own checks,
 * readable offline after a first visit, and a chat message written offline kept across a reload
 * and delivered once when the connection returns.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, registerMember, signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';

/**
 * Resolves once `check` holds in the page. Playwright's waitForFunction takes a promise for a
 * true value, and the Cache API answers only in promises.
 */
interface CacheEntry {
  cacheName: string;
  path: string;
}
async function until(
  page: Page,
  check: (entry: CacheEntry) => Promise<boolean>,
  entry: CacheEntry,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(check, entry))) {
    if (Date.now() > deadline) {
      throw new Error(`still not so after 30 s: ${check.toString()}`);
    }
    await page.waitForTimeout(250);
  }
}

/** Resolves once the service worker controls the page and has kept an answer for `path`. */
function keptOffline(page: Page, cacheName: string, path: string): Promise<void> {
  return until(
    page,
    async ({ cacheName, path }) => {
      if (!navigator.serviceWorker.controller || !(await caches.has(cacheName))) return false;
      const cache = await caches.open(cacheName);
      return (await cache.keys()).some((request) => new URL(request.url).pathname === path);
    },
    { cacheName, path },
  );
}

/** Every address the service worker's caches hold, by cache. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return all;
  });
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

void describe('the installable app', () => {
  const browser = useBrowser();

  void it('passes Chromium’s install checks and shows the events offline after a first visit', async () => {
    const admin = await signInAdmin();
    const tag = randomUUID().slice(0, 8);
    const event = {
      title: `Candlelight Vigil ${tag}`,
      location: 'Main Hall',
      event_date: tomorrow(),
      event_time: '19:00',
      description: 'An evening of quiet prayer.',
    };
    await api('POST', '/api/events', admin.token, event);

    const { page, context, problems } = await openPage(browser(), 390, { serviceWorkers: 'allow' });
    try {
      await page.goto(appUrl('/events'));
      await page.getByText(event.title).waitFor();
      await keptOffline(page, 'torch-public-reads', '/api/events');

      // Added while the visitor is offline: the page read offline cannot know of it.
      await context.setOffline(true);
      const later = `Dawn Service ${tag}`;
      await api('POST', '/api/events', admin.token, { ...event, title: later });
      await page.reload();
      await waitForRoute(page, '/events');
      await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
      await page.getByText(event.title).waitFor();
      assert.equal(await page.getByText(later).count(), 0);
      await page.getByRole('link', { name: 'Torch home' }).first().waitFor();

      const kept = await cachedPaths(page);
      assert.deepEqual(
        Object.keys(kept).filter((name) => name.includes('member')),
        [],
      );
      await context.setOffline(false);

      const cdp = await context.newCDPSession(page);
      const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as {
        errors: { message: string }[];
      };
      assert.deepEqual(manifestErrors, []);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Every browser context of these journeys is a private one, where Chromium never installs;
      // that is the one check the app cannot pass here.
      assert.deepEqual(
        installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito'),
        [],
      );

      assert.deepEqual(
        problems.filter((problem) => !problem.includes('ERR_INTERNET')),
        [],
      );
    } finally {
      await context.close();
    }
  });

  void it("keeps a member's reads apart, never their own data, and drops them at sign-out", async () => {
    const member = await registerMember('Grace Atim');
    const { page, context } = await openPage(browser(), 1280, {
      token: member.token,
      serviceWorkers: 'allow',
    });
    try {
      await page.goto(appUrl('/events'));
      await keptOffline(page, 'torch-member-reads', '/api/events');
      const kept = Object.values(await cachedPaths(page)).flat();
      assert.ok(!kept.includes('/api/profile/me'), 'the profile is never kept');
      assert.ok(!kept.some((path) => path.startsWith('/api/messages')), 'chat is never kept');

      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await until(page, async ({ cacheName }) => !(await caches.has(cacheName)), {
        cacheName: 'torch-member-reads',
        path: '/api/events',
      });
    } finally {
      await context.close();
    }
  });

  void it('offers "Install app" in the account menus only while the browser offers it', async () => {
    const member = await registerMember('Ruth Install');
    for (const width of [1280, 390]) {
      const { page, context } = await openPage(browser(), width, {
        token: member.token,
        serviceWorkers: 'allow',
      });
      try {
        await page.goto(appUrl('/'));
        const openMenu = () =>
          width < 768
            ? page.getByRole('button', { name: 'Open menu' }).click()
            : page.getByRole('button', { name: /account menu/ }).click();
        await openMenu();
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Install app' }).count(), 0);
        await page.reload();
        await page
          .getByRole('button', { name: width < 768 ? 'Open menu' : /account menu/ })
          .waitFor();

        // Chromium's offer, as it fires it once the app meets its install checks; the journeys'
        // private contexts never get the real one.
        // (A string: the test runner's compiler names functions with a helper the page lacks.)
        await page.evaluate(`
          window.dispatchEvent(
            Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
              prompt() {
                document.body.dataset.installPrompted = 'yes';
                return Promise.resolve();
              },
              userChoice: Promise.resolve({ outcome: 'accepted' }),
            }),
          );
        `);
        await openMenu();
        const install = page.getByRole('button', { name: 'Install app' });
        await install.waitFor();
        await reviewScreenshot(page, `install-app-${width}`);
        await install.click();
        await page.waitForFunction(() => document.body.dataset.installPrompted === 'yes');
        // An offer is used once: the entry goes until the browser offers again.
        await openMenu();
        await page.getByRole('button', { name: 'Sign Out' }).waitFor();
        assert.equal(await install.count(), 0);
      } finally {
        await context.close();
      }
    }
  });

  void it('keeps a chat message written offline across a reload and delivers it once', async () => {
    const ann = await registerMember('Ann Offline');
    const { page, context } = await openPage(browser(), 1280, {
      token: ann.token,
      serviceWorkers: 'allow',
    });
    const text = `Written on the bus ${randomUUID().slice(0, 8)}`;
    try {
      await page.goto(appUrl('/chat'));
      await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });

      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      const input = page.getByLabel('Message', { exact: true });
      await input.fill(text);
      await input.press('Enter');
      await page.getByRole('log').getByText(text).waitFor();
      await page.getByRole('img', { name: 'Sending' }).waitFor();

      // Closed and opened again while still offline: the message is still there, waiting.
      await page.reload();
      await waitForRoute(page, '/chat');
      await context.setOffline(false);
      await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
      await page.getByRole('log').getByText(text).waitFor();
      await page
        .getByRole('img', { name: /Sent|Delivered/ })
        .last()
        .waitFor();

      const stored = async () =>
        ((await api('GET', '/api/messages/community', ann.token)) as { content: string }[]).filter(
          (message) => message.content === text,
        ).length;
      assert.equal(await stored(), 1);
      // Another visit changes nothing: the outbox was emptied once the server had it.
      await page.reload();
      await page.getByRole('log').getByText(text).waitFor();
      await page.waitForTimeout(1000);
      assert.equal(await stored(), 1);
      assert.equal(await page.getByRole('log').getByText(text).count(), 1);
    } finally {
      await context.close();
    }
  });
});
