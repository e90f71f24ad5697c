import { describe, it } from 'node:test';
import { registerMember } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';

void describe('giving shots', () => {
  const browser = useBrowser();
  void it('profile and statement', async () => {
    const member = await registerMember('Grace Atim');
    for (const [amount, fund] of [
      [25000, 'community-outreach'],
      [100000, 'global-missions'],
    ] as const) {
      await fetch(`${baseUrl}/api/donations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
        body: JSON.stringify({
          amount,
          fund,
          method: 'mtn',
          phone: '0772 123456',
          fullName: 'Grace Atim',
          idempotencyKey: `shot-${amount}-${Date.now()}`,
        }),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 9000));
    for (const width of [390, 1280]) {
      const { page, context } = await openPage(browser(), width, { token: member.token });
      await page.goto(appUrl('/profile'));
      await page.getByRole('heading', { name: 'My giving' }).waitFor();
      await page.getByText(/Receipt TF-/).first().waitFor();
      await page.getByRole('heading', { name: 'My giving' }).scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `profile-giving-${width}`);
      await page.goto(appUrl('/profile/giving-statement'));
      await page.getByRole('heading', { name: /Giving statement/ }).waitFor();
      await page.getByText('Totals by fund').waitFor();
      await reviewScreenshot(page, `statement-${width}`, { fullPage: true });
      await context.close();
    }
  });
});
