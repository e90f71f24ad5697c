/**
 * The admin's tools and the member's own pages, end to end: an invitation by e-mail from Add
 * User, the dashboard's tools first on a phone, the profile's tabs reached from the account
 * menus, places left on an event card, the newsletter's toolbar and preview, and the brand
 * colour reaching the assistant's button, the profile's banner and the focus ring.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, registerMember, signInAdmin, uniqueEmail, type Account } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

void describe('admin tools and the profile', () => {
  const browser = useBrowser();
  let admin: Account;
  let member: Account;
  let eventTitle: string;

  before(async () => {
    admin = await signInAdmin();
    member = await registerMember('Esther Achan');
    eventTitle = `Harvest Supper ${Date.now()}`;
    const event = (await api('POST', '/api/events', admin.token, {
      title: eventTitle,
      location: 'Main Hall',
      event_date: '2027-06-20',
      event_time: '6:00 PM - 9:00 PM',
      registration_required: true,
      description: 'Supper together.',
      capacity: 30,
    })) as { _id: string };
    await api('POST', `/api/events/${event._id}/registrations`, member.token, {});
  });

  for (const width of [390, 1280]) {
    void it(`at ${width} px, Add User mails an invitation whose link fills in Register`, async () => {
      const { page, context, problems } = await openPage(browser(), width, { token: admin.token });
      await page.goto(appUrl('/admin/users'));
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      await dialog.getByText(/by e-mail only/).waitFor();
      const invited = uniqueEmail('invited');
      await dialog.getByLabel('Email').fill(invited);
      await dialog.getByLabel('Full name (optional)').fill('Grace Namuli');
      await reviewScreenshot(page, `users-invite-${width}`);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText('Invitation sent.').waitFor();

      const mail = await waitForMail(invited, 'invites you to join');
      const link = linkIn(mail, '#/register');
      const visitor = await openPage(browser(), width);
      await visitor.page.goto(link);
      assert.equal(await visitor.page.getByLabel('Email').inputValue(), invited);
      assert.equal(await visitor.page.getByLabel('Full name').inputValue(), 'Grace Namuli');
      await reviewScreenshot(visitor.page, `register-invited-${width}`);
      assert.deepEqual([...problems, ...visitor.problems], []);
      await visitor.context.close();
      await context.close();
    });
  }

  void it('puts the Management Center before the charts on a phone, after them at 1280 px', async () => {
    for (const width of [390, 1280]) {
      const { page, context, problems } = await openPage(browser(), width, { token: admin.token });
      await page.goto(appUrl('/admin'));
      await page.getByRole('heading', { name: 'Management Center' }).waitFor();
      await page.getByText('User Growth').first().waitFor();
      const tools = await box(page, '#management-center');
      const growth = (await page.getByText('User Growth').first().boundingBox())!;
      if (width === 390) {
        assert.ok(tools.y < growth.y, 'the tools come first on a phone');
      } else {
        assert.ok(tools.y > growth.y, 'the charts come first on a wide screen');
      }
      await page.locator('#management-center').scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `dashboard-order-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  void it('reaches My tickets from the account menu, as tabs, at 1280 px', async () => {
    const { page, context, problems } = await openPage(browser(), 1280, { token: member.token });
    // A page the app draws itself: the home page's first screen is the built one for a while.
    await page.goto(appUrl('/events'));
    await page.getByRole('button', { name: /^Esther Achan ?, account menu$/ }).click();
    await page.locator('#profile-menu').getByRole('link', { name: 'Tickets' }).click();
    await waitForRoute(page, '/profile?tab=tickets');
    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    assert.equal(
      await tabs.getByRole('tab', { name: 'Tickets' }).getAttribute('aria-selected'),
      'true',
    );
    await page.getByRole('heading', { name: eventTitle }).waitFor();
    await reviewScreenshot(page, 'profile-tickets-1280');
    // The keyboard walks the tabs; the address follows.
    await tabs.getByRole('tab', { name: 'Tickets' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'My giving' }).waitFor();
    await waitForRoute(page, '/profile?tab=giving');
    await page.keyboard.press('End');
    await page.getByRole('heading', { name: 'Close my account' }).waitFor();
    await reviewScreenshot(page, 'profile-account-1280', { fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('reaches Giving from the phone menu, whose copyright line is this year and in sight', async () => {
    const { page, context, problems } = await openPage(browser(), 390, { token: member.token });
    // A short phone, and a group open: the list scrolls above the pinned account bar.
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto(appUrl('/events'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Community' }).click();
    const line = menu.getByText(`© ${new Date().getFullYear()} Torch. All rights reserved.`);
    await line.scrollIntoViewIfNeeded();
    const lineBox = (await line.boundingBox())!;
    const bar = (await menu.getByTestId('mobile-menu-account').boundingBox())!;
    assert.ok(lineBox.y + lineBox.height <= bar.y, 'the copyright line is under the account bar');
    await reviewScreenshot(page, 'mobile-menu-bottom-390');
    await menu.getByRole('link', { name: 'Giving' }).click();
    await waitForRoute(page, '/profile?tab=giving');
    await page.getByRole('heading', { name: 'My giving' }).waitFor();
    await reviewScreenshot(page, 'profile-giving-390');
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('heading', { name: eventTitle }).waitFor();
    await reviewScreenshot(page, 'profile-tickets-390', { fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const width of [390, 1280]) {
    void it(`at ${width} px, a visitor sees the places left on an event card`, async () => {
      const { page, context, problems } = await openPage(browser(), width);
      await page.goto(appUrl('/events'));
      const card = page.locator('article', { hasText: eventTitle });
      await card.getByText('29 places left').waitFor();
      await card.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `event-places-left-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    });

    void it(`at ${width} px, the newsletter's toolbar writes Markdown and Preview shows it`, async () => {
      const { page, context, problems } = await openPage(browser(), width, { token: admin.token });
      await page.goto(appUrl('/admin/newsletter'));
      const form = page.getByRole('form', { name: 'Write a newsletter' });
      await form.getByLabel('Subject').fill('Harvest news');
      const body = form.getByLabel(/^Body/);
      await body.fill('Supper on Sunday');
      await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(10, 16));
      await form.getByRole('button', { name: 'Bold (Ctrl+B)' }).click();
      await body.press('End');
      await body.press('Enter');
      await form.getByRole('button', { name: 'Heading' }).click();
      await body.pressSequentially('Bring a dish');
      assert.equal(await body.inputValue(), 'Supper on **Sunday**\n## Bring a dish');
      await reviewScreenshot(page, `newsletter-toolbar-${width}`);
      await form.getByRole('tab', { name: 'Preview' }).click();
      await form.getByRole('heading', { name: 'Bring a dish' }).waitFor();
      await form.locator('strong', { hasText: 'Sunday' }).waitFor();
      await reviewScreenshot(page, `newsletter-preview-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  void it("draws the assistant's button, the profile's banner and the focus ring in the brand colour", async () => {
    const { page, context, problems } = await openPage(browser(), 390, { token: member.token });
    // This church's colour, answered to this page alone: the other journeys keep Torch's.
    await page.route('**/api/church', async (route) => {
      const answer = await route.fetch();
      const church = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...church, brandColour: '#1d4ed8' } });
    });
    await page.goto(appUrl('/profile'));
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-ember-600').trim() ===
        '#1d4ed8',
    );
    const orange = /rgb\(234, 88, 12\)|rgb\(251, 191, 36\)|rgb\(190, 18, 60\)/;
    const launcher = page.getByRole('button', { name: 'Open AI Assistant' });
    const launcherPaint = await launcher.evaluate((el) => getComputedStyle(el).backgroundImage);
    assert.doesNotMatch(launcherPaint, orange);
    const banner = await page
      .locator('.flame-bg')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    assert.doesNotMatch(banner, orange);
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() =>
      document.activeElement ? getComputedStyle(document.activeElement).outlineColor : '',
    );
    assert.ok(ring && !orange.test(ring), `the focus ring is ${ring}`);
    await reviewScreenshot(page, 'brand-colour-profile-390');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
