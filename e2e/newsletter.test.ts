/**
 * The newsletter, end to end: a visitor subscribes in the footer, confirms by the mailed link,
 * an admin writes and sends a newsletter (a test first), the mail arrives with its unsubscribe
 * link, and that link unsubscribes (docs/newsletter.md).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { signInAdmin, uniqueEmail } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

void describe('newsletter', () => {
  const browser = useBrowser();

  void it('subscribe, confirm by mail, receive what the admin sends, unsubscribe', async () => {
    const email = uniqueEmail('reader');
    const visitor = await openPage(browser(), 390);
    const { page } = visitor;
    await page.goto(appUrl('/about'));
    const footerForm = page.getByLabel('Email address');
    await footerForm.scrollIntoViewIfNeeded();
    await footerForm.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByText(
        `Thank you for subscribing! We've sent a confirmation e-mail to ${email}. Open it and confirm your subscription to start receiving news from Torch.`,
      )
      .waitFor();

    const confirmation = await waitForMail(email, 'Confirm your subscription');
    await page.goto(linkIn(confirmation, '#/newsletter/confirm?token='));
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    await reviewScreenshot(page, 'newsletter-confirm-390');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'You are subscribed' }).waitFor();

    const admin = await signInAdmin();
    for (const width of [390, 1280]) {
      const { page: staff, context } = await openPage(browser(), width, { token: admin.token });
      await staff.goto(appUrl('/admin/newsletter'));
      await staff.getByRole('heading', { name: 'Newsletter', exact: true }).waitFor();
      await staff.getByText('Confirmed', { exact: true }).waitFor();
      await reviewScreenshot(staff, `admin-newsletter-${width}`, { fullPage: true });
      await context.close();
    }

    const subject = `Harvest Sunday ${randomUUID().slice(0, 6)}`;
    const {
      page: staff,
      context,
      problems,
    } = await openPage(browser(), 1280, {
      token: admin.token,
    });
    await staff.goto(appUrl('/admin/newsletter'));
    const composer = staff.getByRole('form', { name: 'Write a newsletter' });
    await composer.getByLabel('Subject').fill(subject);
    await composer
      .getByLabel('Body', { exact: true })
      .fill('## Bring a friend\n\nWe meet at **ten**.');
    // The preview, in its own tab, is the blog's rendering.
    await composer.getByRole('tab', { name: 'Preview' }).click();
    await composer.getByRole('heading', { name: 'Bring a friend' }).waitFor();

    await composer.getByRole('button', { name: 'Send a test to me' }).click();
    await staff.getByText(`A test was sent to ${admin.email}.`).waitFor();
    await waitForMail(admin.email, `[Test] ${subject}`);

    await composer.getByRole('button', { name: 'Send to all confirmed' }).click();
    const dialog = staff.getByRole('alertdialog', { name: 'Send this newsletter?' });
    await dialog.waitFor();
    await reviewScreenshot(staff, 'admin-newsletter-confirm-1280');
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await staff.getByText('The newsletter is on its way.').waitFor();
    const issue = staff.getByRole('listitem').filter({ hasText: subject });
    await issue.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
    assert.deepEqual(problems, []);
    await context.close();

    const newsletter = await waitForMail(email, subject, 30_000);
    assert.match(newsletter, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    await page.goto(linkIn(newsletter, '#/newsletter/unsubscribe?token='));
    // Opening the link is not yet the request: a mail scanner opens links too.
    await page.getByRole('button', { name: 'Unsubscribe me' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await reviewScreenshot(page, 'newsletter-unsubscribed-390');
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();
  });
});
