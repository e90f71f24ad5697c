/** axe on every page of the shell at 390 px, menu open too: no serious or critical violation. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { signInAdmin } from './support/api';
import { publicRoutes, seriousViolations, signedInRoutes, visit } from './support/axe';
import { launchBrowser, openPage } from './support/browser';

const WIDTH = 390;

void describe(`accessibility at ${WIDTH} px`, () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  void it('has no serious or critical violations on public pages or in the open menu', async () => {
    const { page, context } = await openPage(browser, WIDTH);
    const violations: string[] = [];
    for (const route of publicRoutes) {
      await visit(page, route);
      violations.push(...(await seriousViolations(page, route)));
    }
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'About Us' }).click();
    violations.push(...(await seriousViolations(page, 'mobile menu')));
    assert.deepEqual(violations, []);
    await context.close();
  });

  void it('has no serious or critical violations on member and admin pages', async () => {
    const { token } = await signInAdmin();
    const { page, context } = await openPage(browser, WIDTH, { token });
    const violations: string[] = [];
    for (const route of signedInRoutes) {
      await visit(page, route);
      violations.push(...(await seriousViolations(page, route)));
    }
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    violations.push(...(await seriousViolations(page, 'mobile menu of an admin')));
    assert.deepEqual(violations, []);
    await context.close();
  });
});
