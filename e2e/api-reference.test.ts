/**
 * The API reference at /api/docs, in a real Chromium: Swagger UI, served from this server
 * under its Content Security Policy, draws every area of the API from /api/openapi.json.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, reviewScreenshot } from './support/browser';
import { baseUrl } from './support/env';

void describe('the API reference', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  void it('renders the generated document with nothing refused by the page policy', async () => {
    const { page, context, problems } = await openPage(browser, 1280);
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByRole('heading', { name: /Torch API/ }).waitFor();
    // One section a tag; the leaders' routes are listed with their methods and paths.
    await page.getByRole('heading', { name: 'Leaders' }).waitFor();
    const leaders = page.locator('.opblock-tag-section', { hasText: 'Leaders' });
    assert.match((await leaders.textContent()) ?? '', /\/api\/leaders\/\{id\}/);
    await reviewScreenshot(page, 'api-reference-1280');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
