/**
 * axe on the admin content screens once their data has loaded, and on each of their forms
 * open, at phone and desktop widths: no serious or critical violation. The page-by-page
 * passes in accessibility-*.test.ts see these screens too, but only closed and often still
 * loading; the forms are where most of the controls are.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signInAdmin } from './support/api';
import { seriousViolations, visit } from './support/axe';
import { openPage, useBrowser } from './support/browser';

/** Each screen, something that shows once its data is in, and the button that opens its form. */
const screens = [
  { route: '/admin/teachings', loaded: 'list', opens: 'Add Teaching' },
  { route: '/admin/events', loaded: 'list', opens: 'Add Event' },
  { route: '/admin/leaders', loaded: 'list', opens: 'Add New Leader' },
  { route: '/admin/blog', loaded: 'list', opens: 'Add New Post' },
  { route: '/admin/content', loaded: 'textbox', opens: null },
  { route: '/admin/torch-kids', loaded: 'textbox', opens: null },
] as const;

for (const width of [390, 1280]) {
  void describe(`admin content screens at ${width} px`, () => {
    const browser = useBrowser();

    void it('have no serious or critical violations, loaded and with their forms open', async () => {
      const { token } = await signInAdmin();
      const { page, context } = await openPage(browser(), width, { token });
      const violations: string[] = [];
      for (const screen of screens) {
        await visit(page, screen.route);
        await page.locator('main').getByRole(screen.loaded).first().waitFor();
        violations.push(...(await seriousViolations(page, `${screen.route} loaded`)));
        if (screen.opens) {
          await page.getByRole('button', { name: screen.opens }).first().click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          violations.push(...(await seriousViolations(page, `${screen.route} form`)));
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await dialog.waitFor({ state: 'detached' });
        }
      }
      // The delete question, opened from the first teaching.
      await visit(page, '/admin/teachings');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      violations.push(...(await seriousViolations(page, 'delete confirmation')));
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      assert.deepEqual(violations, []);
      await context.close();
    });
  });
}
