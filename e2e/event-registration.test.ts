/**
 * Registration for an event, end to end (docs/events.md): a visitor registers on the Events
 * page, confirms by the mailed link and sees the ticket; at the door the admin's phone scans
 * that ticket's QR code with its camera (Chromium's fake camera playing the ticket's own QR) and
 * checks a member in by name, each once; an admin whose browser is in New York types and reads
 * the closing time on the church's clock (Kampala).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { api, registerMember, signInAdmin, uniqueEmail } from './support/api';
import { launchBrowser, openPage, reviewScreenshot, useBrowser } from './support/browser';
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

const FRAME = { width: 640, height: 480 };

/**
 * The ticket's QR image as the page shows it, drawn on white in the middle of a camera frame and
 * returned as its brightness, one byte a pixel (base64).
 */
function ticketFrame(page: Page, alt: string): Promise<string> {
  return page.evaluate(
    async ({ alt, width, height }) => {
      const image = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      if (!image) throw new Error(`no image "${alt}"`);
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingEnabled = false;
      const side = Math.round(height * 0.75);
      context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
      const { data } = context.getImageData(0, 0, width, height);
      let luma = '';
      for (let i = 0; i < data.length; i += 4) {
        luma += String.fromCharCode(
          Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!),
        );
      }
      return btoa(luma);
    },
    { alt, ...FRAME },
  );
}

/**
 * A one-frame Y4M video (4:2:0, grey: every colour sample 128) that Chromium's fake camera
 * plays in a loop (`--use-file-for-fake-video-capture`).
 */
function y4mVideo(luma: Buffer): Buffer {
  const { width, height } = FRAME;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`),
    luma,
    chroma,
  ]);
}

void describe('event registration', () => {
  const browser = useBrowser();

  void it('a visitor registers and confirms by mail; at the door the camera scans their ticket and a member is checked in by name at 390 px', async () => {
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

    // The door's phone films the visitor's ticket: its own QR image, played as the camera.
    const video = await mkdtemp(path.join(tmpdir(), 'torch-door-'));
    const videoFile = path.join(video, 'ticket.y4m');
    const luma = Buffer.from(
      await ticketFrame(visitor.page, `QR code of ticket ${code}`),
      'base64',
    );
    await writeFile(videoFile, y4mVideo(luma));
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();

    // A member registered too (signed in, so confirmed at once): checked in by name.
    const member = await registerMember('Peter Okello');
    await api('POST', `/api/events/${event._id}/registrations`, member.token, { guests: 0 });

    const camera = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ]);
    try {
      const door = await openPage(camera, 390, { token: admin.token });
      await door.page.goto(appUrl(`/admin/events/${event._id}/check-in`));
      await door.page.getByRole('heading', { name: `Check-in: ${title}` }).waitFor();
      await door.page.getByLabel('Find by name').fill('Okello');
      await door.page.getByRole('button', { name: 'Check in Peter Okello' }).click();
      await door.page.getByRole('status').filter({ hasText: 'Checked in: Peter Okello' }).waitFor();
      assert.equal(await door.page.getByTestId('count-checked-in').textContent(), '1');

      await door.page.getByRole('button', { name: 'Scan a ticket' }).click();
      await door.page.getByRole('status').filter({ hasText: 'Checked in: Grace Namuli' }).waitFor();
      // Grace and her one guest.
      await door.page.getByTestId('count-checked-in').getByText('3').waitFor();
      assert.equal(await door.page.getByRole('alert').count(), 0);
      await reviewScreenshot(door.page, 'event-check-in-scanned-390');
      // Still in view, the ticket is not counted again.
      await door.page.waitForTimeout(1_500);
      await door.page.getByRole('status').filter({ hasText: 'Checked in: Grace Namuli' }).waitFor();
      await door.page.getByRole('button', { name: 'Stop scanning' }).click();
      await door.page.getByRole('button', { name: 'Scan a ticket' }).waitFor();

      await door.page.getByLabel('Find by name').fill('Namuli');
      await door.page.getByRole('button', { name: 'Check in Grace Namuli' }).click();
      await door.page
        .getByRole('status')
        .filter({ hasText: /Already checked in at \d\d:\d\d/ })
        .waitFor();
      await reviewScreenshot(door.page, 'event-check-in-390');
      const overflow = await door.page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      assert.equal(overflow, false, 'the check-in screen fits a 390 px phone');
      assert.deepEqual(door.problems, []);
      await door.context.close();

      const wide = await openPage(camera, 1280, { token: admin.token });
      await wide.page.goto(appUrl(`/admin/events/${event._id}/check-in`));
      await wide.page.getByRole('heading', { name: `Check-in: ${title}` }).waitFor();
      await wide.page.getByRole('button', { name: 'Scan a ticket' }).click();
      await wide.page.getByRole('button', { name: 'Stop scanning' }).waitFor();
      await wide.page
        .getByRole('status')
        .filter({ hasText: /Already checked in at/ })
        .waitFor();
      await reviewScreenshot(wide.page, 'event-check-in-scanning-1280');
      assert.deepEqual(wide.problems, []);
      await wide.context.close();
    } finally {
      await camera.close();
      await rm(video, { recursive: true, force: true });
    }
  });

  void it('a door phone whose camera cannot open says why, at 1280 px', async () => {
    const admin = await signInAdmin();
    const event = (await api('POST', '/api/events', admin.token, {
      title: `Youth Night ${crypto.randomUUID().slice(0, 6)}`,
      location: 'Main hall',
      event_date: soon(),
      event_time: '18:00',
      registration_required: true,
    })) as { _id: string };
    // This browser has no camera and no one to allow one: the page's policy is not the reason.
    const { page, context, problems } = await openPage(browser(), 1280, { token: admin.token });
    await page.goto(appUrl(`/admin/events/${event._id}/check-in`));
    await page.getByRole('button', { name: 'Scan a ticket' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.doesNotMatch((await alert.textContent()) ?? '', /isn't allowed to use the camera/);
    await page.getByRole('button', { name: 'Scan a ticket' }).waitFor();
    await reviewScreenshot(page, 'event-check-in-camera-problem-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'event-check-in-camera-problem-390');
    assert.deepEqual(problems, []);
    await context.close();
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
