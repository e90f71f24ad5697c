/**
 * The member's own account, end to end (docs/security.md#your-data): on the profile page,
 * download my data, change the address by the mailed link, then close the account behind its
 * password question; the old sign-in no longer works.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { registerMember, uniqueEmail } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

void describe('my account', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`downloads my data, then closes the account, at ${width} px`, async () => {
      const member = await registerMember('Esther Nalwoga');
      const { page, context, problems } = await openPage(browser(), width, {
        token: member.token,
      });
      await page.goto(appUrl('/profile?tab=account'));
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'my-torch-data.json');
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        profile: { email: string; fullName: string };
      };
      assert.equal(data.profile.email, member.email);
      assert.equal(data.profile.fullName, 'Esther Nalwoga');

      await page.getByRole('heading', { name: 'Close my account' }).scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `profile-account-cards-${width}`, { fullPage: true });
      await page.getByRole('button', { name: 'Close my account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
      await dialog.waitFor();
      // Focus starts in the password field, so the keyboard can answer at once.
      const password = dialog.getByLabel('Password');
      assert.ok(await password.evaluate((element) => element === document.activeElement));
      await password.fill('not my password');
      await password.press('Enter');
      await dialog.getByText('Your current password is not correct.').waitFor();
      await reviewScreenshot(page, `close-account-dialog-${width}`);

      await password.fill(member.password);
      await dialog.getByRole('button', { name: 'Close my account' }).click();
      await page.getByText('Your account has been closed.').waitFor();
      await waitForRoute(page, '/');
      assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
      await waitForMail(member.email, 'account was closed');

      await page.goto(appUrl('/login'));
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      // The goodbye toast may still be up: the form's own alert is the one that answers.
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
      assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
      assert.deepEqual(
        problems.filter((problem) => !/40[01]/.test(problem)),
        [],
      );
      await context.close();
    });
  }

  void it('changes the address by the link mailed to the new one', async () => {
    const member = await registerMember('Joseph Mugisha');
    const newEmail = uniqueEmail('moved');
    const { page, context, problems } = await openPage(browser(), 390, { token: member.token });
    await page.goto(appUrl('/profile?tab=account'));
    const section = page.getByRole('form', { name: 'Change email' });
    await section.waitFor();
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByLabel('Password').fill(member.password);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('We have sent a link to your new address.').waitFor();

    const mail = await waitForMail(newEmail, 'Confirm your new');
    await page.goto(linkIn(mail, '#/confirm-email?token='));
    await page.getByRole('heading', { name: 'Email address changed' }).waitFor();
    await reviewScreenshot(page, 'confirm-email-390');
    await waitForMail(member.email, 'address was changed');
    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await page.getByText(`You sign in with ${newEmail}`).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
