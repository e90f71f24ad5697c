/**
 * What floats over the public pages on a phone (the assistant's button, toasts) stays clear of
 * what people read and press, and cards lay out the same way whatever their text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box;
}

/** Scrolls to the very end of the page and proves it is there. */
async function toBottom(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The footer is drawn lazily (content-visibility): the page grows once it is near.
  await page.locator('footer').scrollIntoViewIfNeeded();
  // Sections above resize as they are drawn (content-visibility), moving the end: scroll
  // again until it stays put.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atEnd) break;
  }
  assert.ok(
    await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    ),
    'scrolled to the end of the page',
  );
}

void describe('phone layout of the public pages', () => {
  const browser = useBrowser();

  for (const width of [390, 768, 1280]) {
    void it(`ends every page clear of the assistant's button at ${width} px`, async () => {
      const { page, context, problems } = await openPage(browser(), width);
      try {
        await page.goto(appUrl('/'));
        const toggle = page.getByRole('button', { name: 'Open AI Assistant' });
        await toggle.waitFor();
        await toBottom(page);
        await reviewScreenshot(page, `footer-end-${width}`);
        const button = await boxOf(toggle);
        // Everything in the footer one can read or press, as the box of its own text.
        const things = await page.locator('footer').evaluate((footer) =>
          [...footer.querySelectorAll('*')]
            .filter(
              (element) =>
                ['A', 'BUTTON', 'INPUT'].includes(element.tagName) ||
                [...element.childNodes].some(
                  (child) => child.nodeType === 3 && child.textContent!.trim() !== '',
                ),
            )
            .map((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              const box = ['A', 'BUTTON', 'INPUT'].includes(element.tagName)
                ? element.getBoundingClientRect()
                : range.getBoundingClientRect();
              return {
                name:
                  (element.textContent ?? '').trim() || element.getAttribute('placeholder') || '',
                box: { x: box.x, y: box.y, width: box.width, height: box.height },
              };
            }),
        );
        assert.ok(things.some((thing) => thing.name === 'Subscribe'));
        assert.ok(things.some((thing) => thing.name.includes('Kampala Road')));
        const covered = things.filter((thing) => overlaps(button, thing.box));
        assert.deepEqual(
          covered.map((thing) => thing.name),
          [],
        );
        if (width < 640) {
          // On a phone the page ends with a strip of its own for the button: no row of the
          // footer reaches down to it, so nothing slides under it on the way to the end.
          const lowest = Math.max(...things.map((thing) => thing.box.y + thing.box.height));
          assert.ok(
            lowest <= button.y,
            `footer content ends at ${lowest}, the button at ${button.y}`,
          );
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const width of [390, 1280]) {
    void it(`keeps the chosen gift's check off its amount at ${width} px`, async () => {
      const { page, context } = await openPage(browser(), width);
      try {
        await page.goto(appUrl('/give'));
        const amounts = page.getByRole('button', { name: /^UGX / });
        await amounts.first().waitFor();
        // Every preset in turn: the longest amounts are the tightest fit on a phone.
        for (let index = 0; index < (await amounts.count()); index += 1) {
          const amount = amounts.nth(index);
          await amount.click();
          assert.equal(await amount.getAttribute('aria-pressed'), 'true');
          const check = await boxOf(amount.locator('svg'));
          const text = await amount.evaluate((element) => {
            const range = document.createRange();
            const words = [...element.childNodes].filter((child) => child.nodeType === 3);
            range.setStartBefore(words[0]!);
            range.setEndAfter(words[words.length - 1]!);
            const { x, y, width: w, height } = range.getBoundingClientRect();
            return { x, y, width: w, height };
          });
          assert.equal(
            overlaps(check, text),
            false,
            `the check covers ${await amount.innerText()}`,
          );
        }
        await amounts.nth(1).click();
        await amounts.first().scrollIntoViewIfNeeded();
        await reviewScreenshot(page, `give-presets-${width}`);
      } finally {
        await context.close();
      }
    });

    void it(`gives every teaching card its speaker and date on a line each at ${width} px`, async () => {
      const { page, context } = await openPage(browser(), width);
      try {
        await page.goto(appUrl('/teachings'));
        const cards = page.locator('article').filter({ has: page.locator('time') });
        await cards.first().waitFor();
        const layouts = await cards.evaluateAll((articles) =>
          articles.map((article) => {
            const date = article.querySelector('time')!.getBoundingClientRect();
            const speaker = article
              .querySelector('time')!
              .parentElement!.previousElementSibling!.getBoundingClientRect();
            return { twoLines: date.top >= speaker.bottom - 1, speakerHeight: speaker.height };
          }),
        );
        assert.ok(layouts.length >= 3, `${layouts.length} cards`);
        assert.deepEqual(
          layouts.map((layout) => layout.twoLines),
          layouts.map(() => true),
        );
        // A long name is cut short on its line rather than wrapping onto a second one.
        const heights = new Set(layouts.map((layout) => Math.round(layout.speakerHeight)));
        assert.equal(heights.size, 1, `speaker lines of ${[...heights].join(', ')} px`);
        await cards.nth(3).scrollIntoViewIfNeeded();
        await reviewScreenshot(page, `teaching-cards-${width}`);
      } finally {
        await context.close();
      }
    });
  }

  void it('shows one toast at a time at 390 px, above a sheet and its buttons', async () => {
    const admin = await signInAdmin();
    const titles = ['Toast check one', 'Toast check two', 'Toast check three'];
    for (const title of titles) {
      const response = await fetch(`${baseUrl}/api/teachings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({
          title,
          speaker: 'Pastor Ruth Namubiru',
          preached_at: '2026-11-01',
          category: 'Prayer',
          youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          description: 'Created by the phone layout journey.',
        }),
      });
      assert.equal(response.status, 201, `creating ${title}`);
    }
    const { page, context, problems } = await openPage(browser(), 390, { token: admin.token });
    try {
      await page.goto(appUrl('/admin/teachings'));
      // Two deletions in a row leave their toasts up while the third question is asked.
      for (const title of titles.slice(0, 2)) {
        await page.getByRole('button', { name: `Delete ${title}` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      }
      await page.getByText('Teaching deleted successfully!').first().waitFor();
      await page.getByRole('button', { name: `Delete ${titles[2]}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await page.waitForTimeout(400);
      await reviewScreenshot(page, 'toast-over-sheet-390');

      const toasts = page.locator('.Toastify__toast');
      assert.equal(await toasts.count(), 1);
      const toast = await boxOf(toasts.first());
      assert.ok(toast.width < 390, 'the toast leaves a margin on both sides');
      assert.ok(toast.height <= 64, `a compact toast, ${toast.height} px high`);
      const sheet = await boxOf(dialog);
      assert.ok(toast.y + toast.height <= sheet.y, 'the toast ends above the sheet');
      for (const name of ['Cancel', 'Delete']) {
        const button = await boxOf(dialog.getByRole('button', { name }));
        assert.equal(overlaps(toast, button), false, `the toast covers ${name}`);
      }
      await dialog.getByRole('button', { name: 'Delete' }).click();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
