/**
 * The admin's Inbox and Subscribers, and the admin screens' layout at phone and desktop
 * widths: measured in a real browser, since a cut-off subtitle or a wrapped badge is only
 * visible where text is really laid out.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl, baseUrl } from './support/env';

async function send(path: string, body: unknown, token?: string): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  assert.ok(response.ok, `${path} answered ${response.status}`);
  return response;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  assert.ok(found, 'the element is laid out');
  return found;
}

/** Tomorrow as YYYY-MM-DD. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

void describe('admin inbox, subscribers and layout', () => {
  const browser = useBrowser();
  let token: string;
  const tag = randomUUID().slice(0, 6);
  const subject = `Visiting on Tuesday ${tag}`;
  const subscriber = `news-${tag}@example.org`;

  before(async () => {
    ({ token } = await signInAdmin());
    await send('/api/contact-messages', {
      name: 'Brian Ssekandi',
      email: 'brian@example.org',
      subject,
      message: 'Hello! Is there parking near the church on Tuesday evenings?',
    });
    await send('/api/newsletter', { email: subscriber });
    await send('/api/prayer-requests', {
      name: 'Esther',
      request_text: `Please pray for my exams next week (${tag}).`,
    });
    // An answered, private request has the longest labels: Mark Unanswered, Make Public.
    const answered = (await (
      await send('/api/prayer-requests', {
        name: 'Samuel',
        request_text: `Thank you for praying for my mother (${tag}-answered).`,
        share_publicly: false,
      })
    ).json()) as { _id: string };
    const update = await fetch(`${baseUrl}/api/prayer-requests/admin/${answered._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ is_answered: true }),
    });
    assert.ok(update.ok, `marking answered answered ${update.status}`);
    await send(
      '/api/events',
      {
        title: `Posterless Gathering ${tag}`,
        location: 'Main Hall',
        event_date: tomorrow(),
        event_time: '18:00',
        description: 'An evening without a poster.',
      },
      token,
    );
  });

  void it('reads, marks and answers a contact message; lists and exports subscribers', async () => {
    const { page, context, problems } = await openPage(browser(), 1280, { token });
    await page.goto(appUrl('/admin'));
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^Inbox/ }).click();
    await waitForRoute(page, '/admin/inbox');
    await page.getByRole('heading', { name: 'Manage Inbox', level: 1 }).waitFor();

    const row = page.getByRole('button', { name: new RegExp(subject) });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Unread:/);
    await row.click();
    const reply = page.getByRole('link', { name: 'Reply by email' });
    await reply.waitFor();
    assert.equal(
      await reply.getAttribute('href'),
      `mailto:brian@example.org?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await page.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await reviewScreenshot(page, 'inbox-1280');

    await page.getByRole('tab', { name: /^Read/ }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).waitFor();

    await page.getByRole('link', { name: 'Newsletter Subscribers' }).click();
    await waitForRoute(page, '/admin/subscribers');
    await page.getByRole('heading', { name: 'Manage Subscribers', level: 1 }).waitFor();
    await page.getByText(subscriber).waitFor();
    await reviewScreenshot(page, 'subscribers-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^torch-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    assert.match(await readFile(path, 'utf8'), new RegExp(subscriber.replace('.', '\\.')));
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('shows the dashboard tiles whole at 1280 px, Demo Mode badges on one line', async () => {
    const { page, context } = await openPage(browser(), 1280, { token });
    // A failing figures call puts the Demo Mode badge on its cards.
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({ status: 503, body: '{"message":"down"}' }),
    );
    await page.goto(appUrl('/admin'));
    await page.getByText('Using cached data').waitFor();

    const texts = page.getByTestId('management-link-text');
    assert.ok((await texts.count()) >= 14);
    for (const text of await texts.all()) {
      const fits = await text.evaluate((el) => el.scrollWidth <= el.clientWidth);
      assert.ok(fits, `"${await text.textContent()}" is cut off`);
    }
    const badges = page.getByText('Demo Mode', { exact: true });
    assert.ok((await badges.count()) > 0);
    for (const badge of await badges.all()) {
      const lineHeight = await badge.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      assert.ok((await box(badge)).height < lineHeight * 1.5 + 8, 'Demo Mode wraps');
    }
    await page.getByRole('link', { name: /Unread Messages/ }).waitFor();
    await reviewScreenshot(page, 'dashboard-1280');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await reviewScreenshot(page, 'dashboard-1280-bottom');
    await context.close();
  });

  for (const width of [390, 1280]) {
    void it(`keeps a prayer card's actions in a tidy grid at ${width} px`, async () => {
      const { page, context } = await openPage(browser(), width, { token });
      await page.goto(appUrl('/admin/prayers'));
      for (const text of [`(${tag})`, `(${tag}-answered)`]) {
        const card = page.locator('li', { hasText: text });
        await card.waitFor();
        const actions = card.getByTestId('prayer-actions');
        const buttons = actions.getByRole('button');
        const [answered, privacy, remove] = await Promise.all(
          [0, 1, 2].map((index) => box(buttons.nth(index))),
        );
        // Buttons are 44 px touch targets; a wrapped label makes one taller.
        const oneLine = (b: { height: number }) => b.height <= 46;
        assert.ok([answered!, privacy!, remove!].every(oneLine), 'a button label wraps');
        assert.equal(Math.round(answered!.y), Math.round(privacy!.y), 'toggles share a row');
        if (width >= 640) {
          assert.equal(Math.round(remove!.y), Math.round(answered!.y), 'all three in one row');
        } else {
          assert.equal(Math.round(answered!.width), Math.round(privacy!.width), 'even columns');
          assert.ok(remove!.y > answered!.y, 'Delete takes its own row');
        }
        const spills = await actions.evaluate((row) =>
          [...row.querySelectorAll('button')].some((b) => b.scrollWidth > b.clientWidth + 1),
        );
        assert.equal(spills, false, 'a label spills out of its button');
        await card.scrollIntoViewIfNeeded();
      }
      await reviewScreenshot(page, `prayers-${width}`);
      await context.close();
    });

    void it(`shows an event without a poster compactly at ${width} px`, async () => {
      const { page, context } = await openPage(browser(), width, { token });
      await page.goto(appUrl('/admin/events'));
      const item = page.locator('li', { hasText: `Posterless Gathering ${tag}` });
      await item.waitFor();
      const placeholder = await box(item.getByTestId('event-date-placeholder'));
      assert.ok(placeholder.height <= 96, `the placeholder is ${placeholder.height} px tall`);
      await item.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `events-${width}`);
      await context.close();
    });

    void it(`lays out the Inbox and Subscribers at ${width} px`, async () => {
      const { page, context } = await openPage(browser(), width, { token });
      for (const [route, name] of [
        ['/admin/inbox', 'inbox'],
        ['/admin/subscribers', 'subscribers'],
      ] as const) {
        await page.goto(appUrl(route));
        await page.getByRole('list').last().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        assert.equal(overflow, false, `${route} scrolls sideways`);
        await reviewScreenshot(page, `${name}-${width}-list`);
      }
      await context.close();
    });
  }

  void it('keeps Admin Panel and Sign Out in view in the mobile menu at 390×844', async () => {
    const { page, context } = await openPage(browser(), 390, { token });
    await page.goto(appUrl('/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    // The longest list: every group open.
    for (const group of ['About Us', 'Community', 'Get Involved'])
      await menu.getByRole('button', { name: group }).click();
    const viewport = page.viewportSize()!;
    for (const target of [
      menu.getByRole('link', { name: 'Admin Panel' }),
      menu.getByRole('button', { name: 'Sign Out' }),
      menu.getByRole('link', { name: /^Inbox/ }),
    ]) {
      const b = await box(target);
      assert.ok(b.y >= 0 && b.y + b.height <= viewport.height, 'outside the viewport');
      assert.ok(b.x >= 0 && b.x + b.width <= viewport.width, 'outside the viewport');
    }
    const labels = menu.getByRole('navigation', { name: 'Account' }).locator('span.truncate');
    for (const label of await labels.all()) {
      const whole = await label.evaluate((el) => el.scrollWidth <= el.clientWidth);
      assert.ok(whole, `"${await label.textContent()}" is cut off`);
    }
    await reviewScreenshot(page, 'mobile-menu-390');
    await menu.getByRole('link', { name: 'Admin Panel' }).click();
    await waitForRoute(page, '/admin');
    await reviewScreenshot(page, 'dashboard-390');
    await context.close();
  });
});
