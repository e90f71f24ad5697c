/** The admin's way in and around the admin area. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, useBrowser, waitForRoute } from './support/browser';
import { admin, appUrl } from './support/env';

void describe('admin area', () => {
  const browser = useBrowser();

  void it('takes an admin from sign-in to the dashboard, into a screen, back, and out', async () => {
    const { page, context, problems } = await openPage(browser(), 1280);
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await waitForRoute(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText("Welcome back, Admin. Let's make things happen.").waitFor();
    assert.equal(await page.getByRole('contentinfo').count(), 0, 'no footer in the admin area');

    await page.getByRole('link', { name: /^Serve/ }).click();
    await page.getByRole('heading', { name: 'Manage Ministries' }).waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await waitForRoute(page, '/admin');

    await page.getByRole('link', { name: 'Exit Admin' }).click();
    await waitForRoute(page, '/');
    await page.getByRole('contentinfo').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
