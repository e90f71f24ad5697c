/**
 * The API reference at /api/docs, in a real Chromium: Swagger UI, served from this server
 * under its Content Security Policy, draws every area of the API from /api/openapi.json.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { baseUrl } from './support/env';

void describe('the API reference', () => {
  const browser = useBrowser();

  void it('renders the generated document with nothing refused by the page policy', async () => {
    const { page, context, problems } = await openPage(browser(), 1280);
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByRole('heading', { name: /Torch API/ }).waitFor();
    // With this many operations Swagger UI draws only what is on screen (it virtualises long
    // lists), so the last area appearing as the reader scrolls shows the whole list is there.
    const last = page.getByRole('heading', { name: /^Assistant/ });
    for (let step = 0; step < 200 && !(await last.isVisible()); step += 1) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(50);
    }
    await last.waitFor();

    // The filter box narrows the list to one area: the leaders' routes with methods and paths.
    await page.getByPlaceholder(/filter/i).fill('Leaders');
    await page.getByRole('heading', { name: /^Leaders/ }).waitFor();
    const leaders = page.locator('.opblock-tag-section', { hasText: 'Leaders' });
    assert.match((await leaders.textContent()) ?? '', /\/api\/leaders\/\{id\}/);
    assert.equal(await page.getByRole('heading', { name: /^Assistant/ }).count(), 0);
    await reviewScreenshot(page, 'api-reference-1280');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
