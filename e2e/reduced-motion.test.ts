/**
 * With the phone's "reduce motion" setting on (common on low-end Android phones), the app's
 * confirmations still show: a toast is drawn, with its size, inside the screen, at a phone's
 * width and a desktop's (docs/product.md#layout).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';

/** The toast's box as the visitor's screen holds it, once its entrance is over. */
async function toastBox(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await toast.waitFor({ state: 'attached' });
  // Let any entrance settle: what matters is where the toast stays, not where it starts.
  await page.waitForTimeout(600);
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      width: box.width,
      height: box.height,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      opacity: Number(getComputedStyle(element).opacity),
    };
  });
}

void describe('reduced motion', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`shows a toast inside the screen at ${width} px`, async () => {
      const { page, context, problems } = await openPage(browser(), width, {
        reducedMotion: 'reduce',
      });
      await page.goto(appUrl('/about'));
      const field = page.getByLabel('Email address');
      await field.scrollIntoViewIfNeeded();
      await field.fill(uniqueEmail('still'));
      await page.getByRole('button', { name: 'Subscribe' }).click();

      const box = await toastBox(page, 'Thank you for subscribing!');
      await reviewScreenshot(page, `toast-reduced-motion-${width}`, { now: true });
      assert.ok(box.height > 20 && box.width > 100, `toast drawn ${box.width}×${box.height}`);
      assert.ok(box.top >= 0 && box.bottom <= box.viewportHeight, `toast at y ${box.top}`);
      assert.ok(box.left >= 0 && box.right <= box.viewportWidth, `toast at x ${box.left}`);
      assert.ok(box.opacity > 0.9, `toast opacity ${box.opacity}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
