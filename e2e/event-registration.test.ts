/**
 * Registration for an event, end to end (docs/events.md): a visitor registers on the Events
 * page, confirms by the mailed link and sees the ticket; the admin checks them in by name on a
 * phone at the door, once; an admin whose browser is in New York types and reads the closing
 * time on the church's clock (Kampala).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { api, signInAdmin, uniqueEmail } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';
import { linkIn, waitForMail } from './support/mail';

/** A day a few days from now, so the event still takes registrations. */
const soon = () => new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

/** The event's card on the Events page, loading more pages until it shows. */
const eventCard = (page: Page, title: string) =>
  loadUntilShown(page, page.getByRole('article').filter({ hasText: title }));

async function loadUntilShown(page: Page, card: Locator) {
  for (let i = 0; i < 20 && !(await card.isVisible()); i += 1) {
    const more = page.getByRole('button', { name: /Load more/ });
    if (await more.isVisible()) await more.click();
    else await page.waitForTimeout(250);
  }
  return card;
}

void describe('event registration', () => {
  const browser = useBrowser();

  void it('a visitor registers and confirms by mail; the admin checks them in by name at 390 px', async () => {
    const admin = await signInAdmin();
    const title = `Couples Dinner ${crypto.randomUUID().slice(0, 6)}`;
    const event = (await api('POST', '/api/events', admin.token, {
      title,
      location: 'Serena Hotel',
      event_date: soon(),
      event_time: '19:00',
      registration_required: true,
      capacity: 40,
    })) as { _id: string };

    const visitor = await openPage(browser(), 390);
    await visitor.page.goto(appUrl('/events'));
    const card = await eventCard(visitor.page, title);
    await card.getByRole('button', { name: 'Register' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: `Register for ${title}` });
    const email = uniqueEmail('grace');
    await dialog.getByLabel('Full name').fill('Grace Namuli');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Guests coming with you').fill('1');
    await reviewScreenshot(visitor.page, 'event-register-390');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await card.getByText('Check your email').waitFor();

    const invite = await waitForMail(email, 'Confirm your place');
    await visitor.page.goto(linkIn(invite, '#/events/registration/confirm?token='));
    await visitor.page.getByRole('button', { name: 'Confirm my place' }).click();
    await visitor.page.getByText('You are registered.').waitFor();
    const code = (await visitor.page.getByTestId('ticket-code').textContent())?.trim() ?? '';
    assert.match(code, /^TKT-/);
    await visitor.page.getByRole('img', { name: `QR code of ticket ${code}` }).waitFor();
    await reviewScreenshot(visitor.page, 'event-ticket-390');
    const ticketMail = await waitForMail(email, 'Your ticket for');
    assert.ok(ticketMail.includes(code));
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();

    const door = await openPage(browser(), 390, { token: admin.token });
    await door.page.goto(appUrl(`/admin/events/${event._id}/check-in`));
    await door.page.getByRole('heading', { name: `Check-in: ${title}` }).waitFor();
    await door.page.getByLabel('Find by name').fill('Namuli');
    await door.page.getByRole('button', { name: 'Check in Grace Namuli' }).click();
    await door.page.getByRole('status').filter({ hasText: 'Checked in: Grace Namuli' }).waitFor();
    assert.equal(await door.page.getByTestId('count-checked-in').textContent(), '2');
    await reviewScreenshot(door.page, 'event-check-in-390');
    await door.page.getByRole('button', { name: 'Check in Grace Namuli' }).click();
    await door.page
      .getByRole('status')
      .filter({ hasText: /Already checked in at \d\d:\d\d/ })
      .waitFor();
    const overflow = await door.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    assert.equal(overflow, false, 'the check-in screen fits a 390 px phone');
    assert.deepEqual(door.problems, []);
    await door.context.close();
  });

  void it('an admin in another time zone enters and reads the closing time on Kampala time', async () => {
    const admin = await signInAdmin();
    const title = `Leaders Retreat ${crypto.randomUUID().slice(0, 6)}`;
    const day = soon();
    const { page, context, problems } = await openPage(browser(), 1280, {
      token: admin.token,
      timezoneId: 'America/New_York',
    });
    await page.goto(appUrl('/admin/events'));
    await page.getByRole('button', { name: 'Add Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Location').fill('Entebbe');
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Time', { exact: true }).fill('19:00');
    await dialog.getByLabel('Registration required').check();
    const closes = dialog.getByLabel('Registration closes (optional)');
    await closes.fill(`${day}T18:00`);
    await dialog.getByText('Kampala time (Africa/Kampala)').waitFor();
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/events',
    );
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    // 18:00 in Kampala (UTC+3) is 15:00 UTC, whatever the browser's own zone.
    const saved = (await (await created).json()) as { registration_closes_at?: string };
    assert.equal(saved.registration_closes_at, `${day}T15:00:00.000Z`);
    await page.getByText('Event saved successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const item = await loadUntilShown(page, page.getByRole('listitem').filter({ hasText: title }));
    await item.getByText(/Registration closes .* 18:00 Kampala time/).waitFor();
    await item.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    assert.equal(
      await edit.getByLabel('Registration closes (optional)').inputValue(),
      `${day}T18:00`,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
