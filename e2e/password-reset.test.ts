/**
 * Forgetting a password, end to end: ask on the sign-in page, read the mail the server wrote to
 * its outbox, open its link, choose a new password and sign in with it; then change it again
 * from the profile.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerMember } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

void describe('password reset', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`mails a link that sets a new password, at ${width} px`, async () => {
      const member = await registerMember('Ruth Akello');
      const { page, context, problems } = await openPage(browser(), width);
      await page.goto(appUrl('/login'));
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await waitForRoute(page, '/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await reviewScreenshot(page, `forgot-password-${width}`);
      await page.getByLabel('Email').fill(member.email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await reviewScreenshot(page, `forgot-password-sent-${width}`);

      const mail = await waitForMail(member.email, 'Choose a new password');
      const link = linkIn(mail, '#/reset-password?token=');
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await reviewScreenshot(page, `reset-password-${width}`);
      await page.getByLabel('New password', { exact: true }).fill('a new lamp 2026');
      await page.getByLabel('New password again').fill('a new lamp 2026');
      await page.getByRole('button', { name: 'Change password' }).click();

      await waitForRoute(page, '/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill('a new lamp 2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await waitForRoute(page, '/');
      assert.ok(await page.evaluate(() => window.localStorage.getItem('token')));

      // The link was spent.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another lamp 2026');
      await page.getByLabel('New password again').fill('another lamp 2026');
      await page.getByRole('button', { name: 'Change password' }).click();
      const alert = page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /expired or has already been used/);
      assert.deepEqual(
        problems.filter((problem) => !problem.includes('400')),
        [],
      );
      await context.close();
    });
  }

  void it('changes the password from the profile and stays signed in', async () => {
    const member = await registerMember('Peter Okello');
    const { page, context, problems } = await openPage(browser(), 1280, { token: member.token });
    await page.goto(appUrl('/profile?tab=account'));
    const section = page.getByRole('form', { name: 'Change password' });
    await section.waitFor();
    await section.getByLabel('Current password').fill(member.password);
    await section.getByLabel('New password').fill('a brighter lamp 1');
    await section.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();
    await reviewScreenshot(page, 'profile-password-1280', { fullPage: true });
    // Still signed in, on the new token.
    await page.reload();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await waitForMail(member.email, 'password was changed');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
