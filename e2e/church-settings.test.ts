/**
 * Church settings (docs/configuration.md#church-settings): a fresh church's Super-Admin is walked
 * through the first-run wizard; a change saved on the settings screen shows in a visitor's open
 * browser within seconds (the church-updated socket event) and on every new page load.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { defaultChurchSettings, homeTextDefaults, type ChurchSettingsRead } from '@torch/contract';
import { api, registerMember, signInAdmin, uniqueEmail } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl, baseUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

/** A public POST's answer, as text. */
const post = async (path: string, body: unknown) =>
  (
    await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).text();

const readChurch = async () =>
  (await (await fetch(`${baseUrl}/api/church`)).json()) as ChurchSettingsRead;

/** The home page with a member's live connection up, so it hears a change saved elsewhere. */
async function openHomeListening(page: Page) {
  // Socket.IO upgrades to a WebSocket once its handshake is through: by then it is listening.
  const upgraded = page.waitForEvent('websocket', { timeout: 20_000 });
  await page.goto(appUrl('/'));
  await page.getByRole('link', { name: 'Torch home' }).waitFor();
  await upgraded;
}

/**
 * The old name anywhere in a page's text: "Torch" alone, not "Torch Stars", the children's
 * programme, which keeps its name whatever the church is called.
 */
const OLD_NAME = /Torch(?! Stars)/;
const textOf = async (page: Page) => (await page.locator('body').textContent()) ?? '';

const brandColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-ember-600').trim(),
  );

void describe('church settings', () => {
  const browser = useBrowser();

  // Other journeys run beside these and read Torch Fellowship's texts: put them back.
  after(async () => {
    const { token } = await signInAdmin();
    await api('PUT', '/api/church', token, defaultChurchSettings);
    // The wizard saved a headline with the new name.
    await api('POST', '/api/site-content', token, {
      page: 'home',
      elements: { heroTitle: homeTextDefaults.heroTitle },
    });
  });

  void it('walks the Super-Admin of a church never set up through the first-run wizard', async () => {
    // The journeys' server starts empty (scripts/e2e.mjs) and nothing else saves the settings.
    assert.equal((await readChurch()).configured, false);
    const { token } = await signInAdmin();
    const { page, context, problems } = await openPage(browser(), 390, { token });
    await page.goto(appUrl('/admin'));

    const wizard = page.getByRole('region').filter({ hasText: 'Set up your church' });
    await wizard.getByRole('heading', { name: 'Your church' }).waitFor();
    await wizard.getByText('Step 1 of 7').waitFor();
    await reviewScreenshot(page, 'church-wizard-390');
    await wizard.getByLabel('Church name').fill('Torch Fellowship Kampala');
    await page.getByRole('button', { name: 'Next' }).click();

    // The home page's headline follows the new name, shown as the first screen will show it.
    await wizard.getByRole('heading', { name: 'Your home page' }).waitFor();
    const headline = wizard.getByLabel('Home page headline');
    assert.match(await headline.inputValue(), /Torch Fellowship Kampala/);
    await headline.fill('Welcome home to Torch Fellowship Kampala');
    await page.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('heading', { name: 'How to reach you' }).waitFor();
    // A mistake is named on its field before the step can be left.
    await wizard.getByLabel('E-mail').fill('not an address');
    await page.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Enter a valid email address').waitFor();
    await wizard.getByLabel('E-mail').fill('hello@torchfellowship.org');
    await page.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('heading', { name: 'When you meet' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Giving' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // The locale, with the settings screen's preview of how dates and money read. It is put
    // back to en-US before the save: journeys running beside this one read en-US dates.
    await wizard.getByRole('heading', { name: 'Language and formats' }).waitFor();
    const locale = wizard.getByLabel('Locale');
    await locale.fill('en-UG');
    await wizard.getByText(/Reads: .* · USh\s25,000\./).waitFor();
    await locale.fill('en-US');
    await wizard.getByText(/Reads: .* · UGX\s25,000\./).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Helplines for someone in need' }).waitFor();
    await reviewScreenshot(page, 'church-wizard-helplines-390');
    await wizard.getByLabel('These numbers are right for our church').check();
    await page.getByRole('button', { name: 'Save and finish' }).click();

    await page.getByText('Church settings saved successfully!').waitFor();
    await wizard.waitFor({ state: 'detached' });
    const saved = await readChurch();
    assert.equal(saved.configured, true);
    assert.equal(saved.name, 'Torch Fellowship Kampala');
    assert.equal(saved.shortName, 'Torch');
    assert.equal(saved.locale, 'en-US');
    assert.ok(saved.careHelplinesConfirmed, 'the helplines were confirmed');
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it("shows a saved change in a member's open browser at once, and on every new load", async () => {
    // A signed-in member listens on the socket; a visitor's page reads the settings again now
    // and then instead (docs/configuration.md#church-settings).
    const member = await registerMember('Ruth Achieng');
    const visitor = await openPage(browser(), 1280, { token: member.token });
    await openHomeListening(visitor.page);
    assert.equal(await brandColour(visitor.page), '#c2410c');

    const { token } = await signInAdmin();
    const owner = await openPage(browser(), 1280, { token });
    await owner.page.goto(appUrl('/admin'));
    await owner.page.getByRole('link', { name: /^Church Settings/ }).click();
    await waitForRoute(owner.page, '/admin/church');
    await owner.page.getByRole('heading', { name: 'Identity' }).waitFor();

    await owner.page.getByLabel('Church name').fill('Grace Community Church');
    await owner.page.getByLabel('Short name').fill('Grace');
    await owner.page.getByLabel('Phone').fill('+256 772 000 111');
    // A pale colour is flagged as it is typed, before the server would refuse it.
    await owner.page.getByLabel('Brand colour', { exact: true }).fill('#fde68a');
    await owner.page.getByText(/Too faint/).waitFor();
    await owner.page.getByLabel('Brand colour', { exact: true }).fill('#1d4ed8');
    await owner.page.getByText(/Readable/).waitFor();
    await owner.page.getByLabel('Starts').fill('09:30');
    await reviewScreenshot(owner.page, 'church-settings-1280', { fullPage: true });
    await owner.page.getByRole('button', { name: 'Save Settings' }).click();
    await owner.page.getByText('Church settings saved successfully!').waitFor();

    // The server's own outputs follow at once, with no restart: a mail, the assistant, the feed.
    await post('/api/auth/forgot-password', { email: member.email });
    const mail = await waitForMail(
      member.email,
      'Choose a new password for Grace Community Church',
    );
    assert.match(mail, /#1d4ed8/);
    const answer = await post('/api/ai/chat', { newMessage: 'When do you meet?', history: [] });
    assert.match(answer, /9:30/);
    const feed = await (await fetch(`${baseUrl}/api/events.ics`)).text();
    assert.match(feed, /X-WR-CALNAME:Grace Community Church events/);
    assert.match(feed, /DTSTART;TZID=Africa\/Kampala:\d{8}T093000/);

    // The visitor's page, never reloaded, follows.
    const page = visitor.page;
    await page.getByRole('link', { name: 'Grace home' }).waitFor({ timeout: 10_000 });
    const footer = page.getByRole('contentinfo');
    await footer.getByText('+256 772 000 111').waitFor();
    await footer.getByText(/© \d{4} Grace\. All rights reserved\./).waitFor();
    await page.getByText('Tuesday 9:30 AM to 8:00 PM · Main Sanctuary').waitFor();
    assert.equal(await brandColour(page), '#1d4ed8');
    assert.equal(await page.title(), 'Grace · Spreading light & love');

    // Before the app's code has arrived, the first screen the server rendered says the same:
    // the name, the phone, the gathering's new time inside its sentence, and the colour.
    const early = await openPage(browser(), 390);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await early.page.route(/\/assets\/start-app-[^/]*\.js$/, async (held) => {
      await released;
      await held.continue();
    });
    await early.page.goto(appUrl('/'), { waitUntil: 'domcontentloaded' });
    await early.page.getByRole('link', { name: 'Grace home' }).waitFor();
    await early.page.getByRole('contentinfo').getByText('+256 772 000 111').waitFor();
    await early.page.getByText('Tuesday 9:30 AM to 8:00 PM · Main Sanctuary').waitFor();
    assert.equal(await brandColour(early.page), '#1d4ed8');
    assert.equal(await early.page.title(), 'Grace · Spreading light & love');
    release();
    await early.context.close();

    // A new visitor sees the same from the first load.
    const newcomer = await openPage(browser(), 390);
    await newcomer.page.goto(appUrl('/'));
    await newcomer.page.getByRole('link', { name: 'Grace home' }).waitFor();
    await newcomer.page.getByRole('contentinfo').getByText('+256 772 000 111').waitFor();
    await newcomer.page.getByText('Tuesday 9:30 AM to 8:00 PM · Main Sanctuary').waitFor();
    assert.equal(await brandColour(newcomer.page), '#1d4ed8');

    for (const opened of [visitor, owner, newcomer]) {
      assert.deepEqual(opened.problems, []);
      await opened.context.close();
    }
  });

  void it('fits the settings screen on a 390 px phone', async () => {
    const { token } = await signInAdmin();
    const { page, context, problems } = await openPage(browser(), 390, { token });
    await page.goto(appUrl('/admin/church'));
    await page.getByRole('heading', { name: 'Care numbers' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'the screen scrolls sideways');
    await page.getByRole('button', { name: 'Add gathering' }).click();
    await page.getByRole('button', { name: 'Remove gathering 2' }).waitFor();
    await reviewScreenshot(page, 'church-settings-390', { fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('names the renamed church, never Torch, on the account screens, the profile, the newsletter and a gift', async () => {
    // Start from Torch Fellowship's settings, whatever the journeys before saved.
    const { token } = await signInAdmin();
    await api('PUT', '/api/church', token, defaultChurchSettings);
    const owner = await openPage(browser(), 1280, { token });
    await owner.page.goto(appUrl('/admin/church'));
    await owner.page.getByRole('heading', { name: 'Identity' }).waitFor();
    await owner.page.getByLabel('Church name').fill('Light of Ntinda Church');
    await owner.page.getByLabel('Short name').fill('Ntinda');
    await owner.page.getByRole('button', { name: 'Save Settings' }).click();
    await owner.page.getByText('Church settings saved successfully!').waitFor();
    assert.deepEqual(owner.problems, []);
    await owner.context.close();

    const member = await registerMember('Ruth Achieng');
    for (const width of [390, 1280]) {
      const visitor = await openPage(browser(), width);
      const { page } = visitor;
      for (const [route, heading, shot] of [
        ['/login', 'Welcome back', 'sign-in'],
        ['/register', 'Join the family', 'register'],
        ['/forgot-password', 'Forgot your password?', 'forgot-password'],
        ['/reset-password?token=from-the-mail', 'Choose a new password', 'reset-password'],
      ] as const) {
        await page.goto(appUrl(route));
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        // The brand sits beside the form on a wide screen, above it on a phone.
        await page.getByText('Ntinda', { exact: true }).filter({ visible: true }).waitFor();
        assert.doesNotMatch(await textOf(page), OLD_NAME, `${route} at ${width} px`);
        await reviewScreenshot(page, `renamed-${shot}-${width}`);
      }
      await page.goto(appUrl('/login'));
      await page.getByText('New to Ntinda?').waitFor();
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();

      const signedIn = await openPage(browser(), width, { token: member.token });
      await signedIn.page.goto(appUrl('/profile'));
      await signedIn.page.getByText(/^Part of the Ntinda family since /).waitFor();
      assert.doesNotMatch(await textOf(signedIn.page), OLD_NAME, `the profile at ${width} px`);
      await reviewScreenshot(signedIn.page, `renamed-profile-${width}`, { fullPage: true });
      await signedIn.page.getByRole('tab', { name: 'Account' }).click();
      await signedIn.page.getByText(/^Download everything Ntinda keeps about you/).waitFor();
      assert.doesNotMatch(await textOf(signedIn.page), OLD_NAME, `the account tab at ${width} px`);
      await reviewScreenshot(signedIn.page, `renamed-profile-account-${width}`, { fullPage: true });
      assert.deepEqual(signedIn.problems, []);
      await signedIn.context.close();
    }

    // The newsletter: the footer's answer, the confirmation mail, the page its link opens.
    const reader = uniqueEmail('renamed-reader');
    const visitor = await openPage(browser(), 390);
    const { page } = visitor;
    await page.goto(appUrl('/about'));
    const footerForm = page.getByLabel('Email address');
    await footerForm.scrollIntoViewIfNeeded();
    await footerForm.fill(reader);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByText(
        `Thank you for subscribing! We've sent a confirmation e-mail to ${reader}. Open it and confirm your subscription to start receiving news from Ntinda.`,
      )
      .waitFor();
    const confirmation = await waitForMail(
      reader,
      'Confirm your subscription to news from Light of Ntinda Church',
    );
    assert.doesNotMatch(confirmation, /Torch/);
    await page.goto(linkIn(confirmation, '#/newsletter/confirm?token='));
    await page
      .getByText('Confirm that you would like to receive news from Ntinda at this address.')
      .waitFor();
    assert.doesNotMatch(await textOf(page), OLD_NAME);
    await reviewScreenshot(page, 'renamed-newsletter-confirm-390');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText('Your subscription is confirmed. Welcome to news from Ntinda!').waitFor();

    // A gift in test mode: its receipt, on the page and in the mail, names the church.
    const giver = uniqueEmail('renamed-giver');
    await page.goto(appUrl('/give'));
    await page.getByText('Test mode: no money moves.').waitFor();
    await page.getByLabel('Full name', { exact: true }).fill('Esther Nakato');
    await page.getByLabel('Email', { exact: true }).fill(giver);
    await page.getByRole('button', { name: 'MTN Mobile Money' }).click();
    await page.getByLabel('Mobile money number').fill('0772 123456');
    await page.getByRole('button', { name: 'Donate UGX 25,000' }).click();
    await page
      .getByRole('heading', { name: 'Thank you for your gift!' })
      .waitFor({ timeout: 20_000 });
    // A test gift keeps its own series, whatever the church is called.
    const receipt = (await page.getByText(/^TEST-\d{4}-\d{6}$/).textContent()) ?? '';
    await page.getByRole('link', { name: 'View and print receipt' }).click();
    await page.getByRole('heading', { name: 'Gift receipt', level: 1 }).waitFor();
    const sheet = page.locator('[data-printable]');
    await sheet.getByText(receipt, { exact: true }).first().waitFor();
    await sheet.getByText('Ntinda', { exact: true }).first().waitFor();
    assert.doesNotMatch((await sheet.textContent()) ?? '', /Torch/);
    await reviewScreenshot(page, 'renamed-receipt-390', { fullPage: true });
    const receiptMail = await waitForMail(
      giver,
      `TEST, no money moved: Light of Ntinda Church test receipt ${receipt}`,
    );
    assert.doesNotMatch(receiptMail, /Torch/);
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();
  });

  void it('lets the gatherings, by their names, say when the church meets on every public page', async () => {
    const { token } = await signInAdmin();
    const owner = await openPage(browser(), 1280, { token });
    await owner.page.goto(appUrl('/admin/church'));
    await owner.page.getByRole('heading', { name: 'Identity' }).waitFor();
    const part = (index: number, name: string) =>
      owner.page.locator(`[id$="-gatherings.${index}.${name}"]`);
    await part(0, 'name').fill('Sunday Worship');
    await part(0, 'day').selectOption('Sunday');
    await part(0, 'start').fill('09:00');
    await part(0, 'end').fill('11:30');
    await owner.page.getByRole('button', { name: 'Add gathering' }).click();
    await part(1, 'name').fill('Midweek Prayer');
    await part(1, 'day').selectOption('Wednesday');
    await part(1, 'start').fill('18:00');
    await part(1, 'end').fill('19:30');
    await owner.page.getByRole('button', { name: 'Save Settings' }).click();
    await owner.page.getByText('Church settings saved successfully!').waitFor();
    assert.deepEqual(
      (await readChurch()).gatherings.map((g) => `${g.name} ${g.day} ${g.start}`),
      ['Sunday Worship Sunday 09:00', 'Midweek Prayer Wednesday 18:00'],
    );

    for (const width of [390, 1280]) {
      const visitor = await openPage(browser(), width);
      // Each page, what it shows of the gatherings (About and Give name no day at all).
      const checks: Array<[string, string, string]> = [
        ['/', 'Sunday Worship · Every Sunday · 9:00 AM – 11:30 AM', 'home'],
        ['/events', 'Every Wednesday', 'events'],
        ['/contact', 'Sunday Service 09:00 AM - 11:30 AM', 'contact'],
        ['/about', 'Our Story & Vision', 'about'],
        ['/give', 'Why We Give', 'give'],
      ];
      for (const [path, shown, name] of checks) {
        await visitor.page.goto(appUrl(path));
        await waitForRoute(visitor.page, path);
        const seen = visitor.page.getByText(shown, { exact: true }).first();
        await seen.waitFor();
        // The pre-rendered first screen is replaced as the app starts: scroll what is there then.
        await seen.scrollIntoViewIfNeeded().catch(() => seen.scrollIntoViewIfNeeded());
        const text = await visitor.page.locator('body').innerText();
        assert.doesNotMatch(text, /Tuesday/i, `${path} at ${width} px still says Tuesday`);
        await reviewScreenshot(visitor.page, `gatherings-${name}-${width}`);
      }
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();
    }

    // The events page's calendar entry for the first gathering, and the feed, repeat on Sundays.
    const entry = await (await fetch(`${baseUrl}/api/events/weekly-fellowship/event.ics`)).text();
    assert.match(entry, /SUMMARY:Sunday Worship/);
    assert.match(entry, /RRULE:FREQ=WEEKLY;BYDAY=SU/);
    assert.doesNotMatch(entry, /Tuesday|BYDAY=TU/);
    const feed = await (await fetch(`${baseUrl}/api/events.ics`)).text();
    assert.match(feed, /SUMMARY:Midweek Prayer/);
    assert.match(feed, /RRULE:FREQ=WEEKLY;BYDAY=WE/);

    // Put the gatherings back for anything after this journey.
    await api('PUT', '/api/church', token, {
      ...(await readChurch()),
      gatherings: defaultChurchSettings.gatherings,
    });
    await owner.context.close();
  });
});
