/** An admin changes what visitors read: an event with its poster, a published post, the home hero. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { homeTextDefaults } from '@torch/contract';
import { api, signInAdmin } from './support/api';
import { openPage, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';

/** A real 1×1 PNG: the server decodes and re-encodes every upload, so it must be a true image. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Tomorrow as YYYY-MM-DD in this machine's zone, which the browser shares. */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Chooses the image in an upload field of the open dialog and waits until it is stored. */
async function uploadImage(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PIXEL_PNG });
  await dialog.locator('img[src^="/uploads/"]').waitFor();
}

void describe('admin content', () => {
  const browser = useBrowser();
  let token: string;
  before(async () => {
    ({ token } = await signInAdmin());
  });
  // The journeys share one server, and the others read the default home page.
  after(async () => {
    await api('POST', '/api/site-content', token, {
      page: 'home',
      elements: { heroTitle: homeTextDefaults.heroTitle },
    });
  });

  void it('creates an event with a poster that shows on Home and on Events', async () => {
    const title = `Harvest Thanksgiving ${randomUUID().slice(0, 6)}`;
    const { page, context, problems } = await openPage(browser(), 1280, { token });
    await page.goto(appUrl('/admin/events'));
    await page.getByRole('button', { name: 'Add Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Location').fill('Main Sanctuary');
    await dialog.getByLabel('Date', { exact: true }).fill(tomorrow());
    await dialog.getByLabel('Time', { exact: true }).fill('18:30');
    await dialog.getByLabel('Description').fill('A feast of thanks for the year.');
    await uploadImage(page, 'poster.png');
    await dialog.getByRole('button', { name: 'Add Event' }).click();

    await page.getByText('Event saved successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const poster = page.getByRole('img', { name: `Poster for ${title}` });
    assert.match((await poster.getAttribute('src')) ?? '', /^\/uploads\//);

    await page.goto(appUrl('/'));
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    await upcoming.scrollIntoViewIfNeeded();
    await upcoming.getByText(title).waitFor();

    await page.goto(appUrl('/events'));
    await waitForRoute(page, '/events');
    await page.getByText(title).first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('publishes a post that a visitor then reads at its slug', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `Light for the Road ${suffix}`;
    const { page, context, problems } = await openPage(browser(), 1280, { token });
    await page.goto(appUrl('/admin/blog'));
    await page.getByRole('button', { name: 'Add New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Post' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await uploadImage(page, 'feature.png');
    await dialog
      .getByLabel('Content')
      .fill('## A lamp to my feet\n\nPsalm 119 for the week ahead.');
    await dialog
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { name: 'A lamp to my feet' })
      .waitFor();
    await dialog.getByLabel('Publish this post').check();
    await dialog.getByRole('button', { name: 'Save and Publish' }).click();
    await page.getByText('Blog post saved successfully!').waitFor();
    await page.getByRole('link', { name: `View ${title} (opens in a new tab)` }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();

    // A visitor: a fresh browser profile with nobody signed in.
    const visitor = await openPage(browser(), 390);
    await visitor.page.goto(appUrl(`/blog/light-for-the-road-${suffix}`));
    await visitor.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await visitor.page.getByRole('heading', { name: 'A lamp to my feet' }).waitFor();
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();
  });

  void it("changes the home page's hero title from Site Content", async () => {
    const heroTitle = `Welcome home, ${randomUUID().slice(0, 6)}`;
    const { page, context, problems } = await openPage(browser(), 390, { token });
    await page.goto(appUrl('/admin/content'));
    const field = page.getByLabel('Hero Title');
    await field.fill(heroTitle);
    await page.getByRole('button', { name: 'Save Content' }).click();
    await page.getByText('Content saved successfully!').waitFor();

    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: heroTitle, level: 1 }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
