/**
 * Giving in test mode (docs/giving.md#test-mode): a visitor gives UGX 25,000 by MTN Mobile Money,
 * is asked to approve it on the phone, and gets a receipt number once the simulator approves.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';

void describe('giving', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`gives UGX 25,000 by MTN in test mode and gets a receipt at ${width} px`, async () => {
      const { page, context, problems } = await openPage(browser(), width);
      try {
        await page.goto(appUrl('/give'));
        await page.getByText('Test mode: no money moves.').waitFor();
        await page.getByRole('button', { name: 'Community Outreach' }).click();
        await page.getByLabel('Full name', { exact: true }).fill('Esther Nakato');
        await page.getByLabel('Email', { exact: true }).fill('esther@example.org');
        await page.getByRole('button', { name: 'MTN Mobile Money' }).click();
        await page.getByLabel('Mobile money number').fill('0772 123456');
        await reviewScreenshot(page, `give-form-${width}`);
        await page.getByRole('button', { name: 'Donate UGX 25,000' }).click();

        await page
          .getByRole('heading', { name: 'Approve the payment prompt on your phone' })
          .waitFor();
        await reviewScreenshot(page, `give-approve-${width}`);
        // The simulator approves after a few seconds; the page asks every two.
        await page
          .getByRole('heading', { name: 'Thank you for your gift!' })
          .waitFor({ timeout: 20_000 });
        const receipt = await page.getByText(/^TF-\d{4}-\d{6}$/).textContent();
        assert.match(receipt ?? '', /^TF-\d{4}-\d{6}$/);
        await reviewScreenshot(page, `give-thanks-${width}`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
