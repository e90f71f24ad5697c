/**
 * Giving in test mode (docs/giving.md#test-mode): a visitor gives UGX 25,000 by MTN Mobile Money,
 * is asked to approve it on the phone, gets a receipt number once the simulator approves, and
 * reads the printable receipt; an admin then finds the gift in the test-mode totals and the CSV.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';

void describe('giving', () => {
  const browser = useBrowser();

  /** The admin's Giving screen, test mode: the gift is in today's total, the list and the CSV. */
  async function seenByAdmin(receipt: string, width: number) {
    const { token } = await signInAdmin();
    const { page, context, problems } = await openPage(browser(), width, { token });
    try {
      // The journeys' server is in test mode, so the screen opens on its test gifts.
      await page.goto(appUrl('/admin/giving'));
      await page.getByRole('heading', { name: 'Manage Giving', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Test gifts', selected: true }).waitFor();
      await page.getByText(/^Showing test gifts\. This server is in test mode/).waitFor();
      const today = page.locator('dt', { hasText: 'Today' }).locator('xpath=..');
      await today.getByText(/^UGX [1-9][\d,]*$/).waitFor();
      await page.getByLabel('Search').fill(receipt);
      const row = page.getByRole('list', { name: 'Gifts' }).getByRole('listitem');
      // The search goes to the server once typing pauses: then only this gift is listed.
      for (let tries = 0; (await row.count()) !== 1 && tries < 50; tries += 1) {
        await page.waitForTimeout(100);
      }
      assert.equal(await row.count(), 1);
      await row.filter({ hasText: receipt }).waitFor();
      // The journeys' admin is the Super-Admin, who reads numbers whole (an Admin's come masked:
      // apps/server/src/modules/giving/giving-records.test.ts).
      await row.getByText('256772123456').waitFor();
      await reviewScreenshot(page, `admin-giving-${width}`, { fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^torch-gifts-test-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      const line = csv.split('\n').find((candidate) => candidate.includes(receipt));
      assert.match(
        line ?? '',
        /,successful,25000,Community Outreach,MTN Mobile Money,256772123456,Esther Nakato,esther@example\.org,no,test$/,
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }

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
        const receipt = await page.getByText(/^TEST-\d{4}-\d{6}$/).textContent();
        assert.match(receipt ?? '', /^TEST-\d{4}-\d{6}$/);
        await reviewScreenshot(page, `give-thanks-${width}`);

        await page.getByRole('link', { name: 'View and print receipt' }).click();
        await page.getByRole('heading', { name: 'Gift receipt', level: 1 }).waitFor();
        const sheet = page.locator('[data-printable]');
        for (const text of [receipt!, 'UGX 25,000', 'Community Outreach', 'Esther Nakato']) {
          await sheet.getByText(text, { exact: true }).first().waitFor();
        }
        await sheet.getByText('MTN Mobile Money, 2567•••••456').waitFor();
        await sheet.getByText('Plot 24, Kampala Road, Kampala, Uganda').waitFor();
        await page.getByRole('button', { name: 'Print' }).waitFor();
        await reviewScreenshot(page, `give-receipt-${width}`);
        // On paper the receipt stands alone: the site's header is not printed.
        await page.emulateMedia({ media: 'print' });
        assert.equal(await page.locator('header').first().isVisible(), false);
        assert.equal(await sheet.isVisible(), true);
        await page.emulateMedia({ media: 'screen' });
        assert.deepEqual(problems, []);
        await context.close();

        await seenByAdmin(receipt!, width);
      } finally {
        await context.close();
      }
    });
  }
  for (const width of [390, 1280]) {
    void it(`offline, says the gift was not sent; back online, gives it at ${width} px`, async () => {
      const { page, context, problems } = await openPage(browser(), width);
      try {
        await page.goto(appUrl('/give'));
        await page.getByText('Test mode: no money moves.').waitFor();
        await page.getByLabel('Full name', { exact: true }).fill('Daniel Okello');
        await page.getByLabel('Email', { exact: true }).fill('daniel@example.org');
        await page.getByRole('button', { name: 'Airtel Money' }).click();
        await page.getByLabel('Mobile money number').fill('0752 123456');

        await context.setOffline(true);
        const donate = page.getByRole('button', { name: 'Donate UGX 25,000' });
        await donate.click();
        const alert = page.getByRole('alert').filter({ hasText: "You're offline" });
        await alert.getByText("You're offline: your gift has not been sent.").waitFor();
        assert.equal(await donate.isDisabled(), true);
        assert.equal(
          await page.getByLabel('Full name', { exact: true }).inputValue(),
          'Daniel Okello',
        );
        await alert.scrollIntoViewIfNeeded();
        await reviewScreenshot(page, `give-offline-${width}`);

        await context.setOffline(false);
        await page.getByRole('status').filter({ hasText: "You're back online" }).waitFor();
        await reviewScreenshot(page, `give-back-online-${width}`);
        await donate.click();
        await page
          .getByRole('heading', { name: 'Thank you for your gift!' })
          .waitFor({ timeout: 20_000 });
        await page.getByText(/^TEST-\d{4}-\d{6}$/).waitFor();
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
