/**
 * With the server out of reach, a list says so in people's words with Try again, and the prayer
 * wall's Live Updates badge says the connection is down rather than staying green
 * (docs/product.md#errors, docs/product.md#prayer-wall).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';

const unreachable = 'We could not connect just now. Check your connection and try again.';

/** Every call to `path` (and the live socket's) fails as an unreachable server does. */
async function cutOff(page: Page, path: string) {
  await page.route(`**${path}*`, (route) => route.abort('connectionrefused'));
  await page.route('**/socket.io/**', (route) => route.abort('connectionrefused'));
}

void describe('an unreachable server', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`the prayer wall says so, offers Try again, and its badge is offline (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), width);
      await cutOff(page, '/api/prayer-requests/public');
      await page.goto(appUrl('/prayer'));

      const card = page
        .getByRole('alert')
        .filter({ hasText: 'The Prayer Wall could not be loaded' });
      await card.waitFor({ timeout: 20_000 });
      assert.match(
        (await card.textContent()) ?? '',
        new RegExp(`Error loading requests: ${unreachable}`),
      );
      assert.doesNotMatch((await page.textContent('body')) ?? '', /Failed to fetch/);
      const badge = page
        .getByRole('status')
        .filter({ hasText: /^(Offline|Connecting…|Live Updates)/ });
      await badge.filter({ hasText: /^Offline/ }).waitFor();
      assert.doesNotMatch((await badge.textContent()) ?? '', /Live Updates/);
      // Sharing starts unticked.
      assert.equal(await page.getByLabel('Share publicly on the Prayer Wall').isChecked(), false);
      await card.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `prayer-unreachable-${width}`);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await card.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(/active prayer requests?$/).waitFor();
      await badge.filter({ hasText: /^Live Updates$/ }).waitFor({ timeout: 20_000 });
      await reviewScreenshot(page, `prayer-live-${width}`);
      await context.close();
    });

    void it(`the leaders list says so in plain words, and loads on Try again (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), width);
      await cutOff(page, '/api/leaders');
      await page.goto(appUrl('/leaders'));

      const card = page.getByRole('alert').filter({ hasText: 'Leaders could not be loaded' });
      await card.waitFor({ timeout: 20_000 });
      assert.match((await card.textContent()) ?? '', new RegExp(unreachable));
      assert.doesNotMatch((await card.textContent()) ?? '', /Failed to fetch/);
      await card.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `leaders-unreachable-${width}`);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await card.getByRole('button', { name: 'Try again' }).click();
      await card.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
