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

  // Known failure, to fix first: since the accounts, giving, events and newsletter routes were
  // added, Swagger UI draws the sections up to Accounts and no further (the document itself
  // validates in api-reference.test.ts on the server). Marked todo so the run reports it.
  void it(
    'renders the generated document with nothing refused by the page policy',
    { todo: 'Swagger UI stops drawing after the Accounts section' },
    async () => {
      const { page, context, problems } = await openPage(browser(), 1280);
      await page.goto(`${baseUrl}/api/docs`);
      await page.getByRole('heading', { name: /Torch API/ }).waitFor();
      // One section a tag; the leaders' routes are listed with their methods and paths.
      await page.getByRole('heading', { name: 'Leaders' }).waitFor();
      const leaders = page.locator('.opblock-tag-section', { hasText: 'Leaders' });
      assert.match((await leaders.textContent()) ?? '', /\/api\/leaders\/\{id\}/);
      await reviewScreenshot(page, 'api-reference-1280');
      assert.deepEqual(problems, []);
      await context.close();
    },
  );
});
