import { describe, it } from 'node:test';
import { api, signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

void describe('notification screens', () => {
  const browser = useBrowser();
  void it('screenshots', async () => {
    const admin = await signInAdmin();
    await api('PUT', '/api/profile/notifications', admin.token, {
      preferences: [{ kind: 'new_contact_message', email: true }],
    });
    await fetch(`${baseUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Esther', email: 'e@example.org', subject: 'Parking', message: 'Any?' }),
    });
    const mail = await waitForMail(admin.email, 'New contact message');
    const link = linkIn(mail, '/api/notifications/unsubscribe?token=');
    for (const width of [390, 1280]) {
      const { page, context } = await openPage(browser(), width, { token: admin.token });
      await page.goto(appUrl('/profile'));
      const heading = page.getByRole('heading', { name: 'Notifications' });
      await heading.waitFor();
      await page.getByRole('switch', { name: 'Contact messages: E-mail' }).waitFor();
      await heading.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `notifications-card-${width}`, { fullPage: true });
      await page.goto(link);
      await page.getByRole('button', { name: 'Stop these e-mails' }).waitFor();
      await reviewScreenshot(page, `unsubscribe-${width}`);
      await page.getByRole('button', { name: 'Stop these e-mails' }).click();
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      await reviewScreenshot(page, `unsubscribed-${width}`);
      await context.close();
    }
  });
});
