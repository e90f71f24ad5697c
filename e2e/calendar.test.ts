/** Putting the church's events in a calendar (docs/events.md#calendar-feeds). */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import ICAL from 'ical.js';
import { api, signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';

function parseEvents(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

void describe('calendar links on the events page', () => {
  const browser = useBrowser();

  void it('offers the feed to subscribe to and each event as a file or a Google Calendar form', async () => {
    const admin = await signInAdmin();
    const title = `Harvest Thanksgiving, ${randomUUID().slice(0, 6)}`;
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const created = (await api('POST', '/api/events', admin.token, {
      title,
      location: 'Main Sanctuary',
      event_date: inAMonth,
      event_time: '10:00 AM - 1:00 PM',
      description: 'Songs; thanks, and a shared meal.',
    })) as { _id: string };

    const { page, context, problems } = await openPage(browser(), 390);
    await page.goto(appUrl('/events'));
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
    await subscribe.waitFor();
    const host = new URL(baseUrl).host;
    assert.equal(await subscribe.getAttribute('href'), `webcal://${host}/api/events.ics`);
    const feedUrl = await page.getByLabel('Calendar feed address').inputValue();
    assert.equal(feedUrl, `${baseUrl}/api/events.ics`);

    // The feed a calendar app would read: the fellowship repeats, the new event is in it.
    const feed = parseEvents(await (await fetch(feedUrl)).text());
    const fellowship = feed.find((event) => event.summary === 'Tuesday Fellowship');
    assert.equal(fellowship?.isRecurring(), true);
    assert.ok(feed.some((event) => event.summary === title));

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    await reviewScreenshot(page, 'calendar-add-390');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /\.ics/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^harvest-thanksgiving-[a-z0-9]+\.ics$/);
    const [saved] = parseEvents(await readFile(await download.path(), 'utf8'));
    assert.equal(saved?.summary, title);
    assert.equal(saved?.uid, `${created._id}@${host}`);
    assert.equal(saved?.description, 'Songs; thanks, and a shared meal.');

    const google = card.getByRole('link', { name: /Google Calendar/ });
    const googleUrl = new URL((await google.getAttribute('href'))!);
    assert.equal(googleUrl.host, 'calendar.google.com');
    assert.equal(googleUrl.searchParams.get('text'), title);
    assert.equal(
      googleUrl.searchParams.get('dates'),
      `${inAMonth.replaceAll('-', '')}T100000/${inAMonth.replaceAll('-', '')}T130000`,
    );
    assert.ok(googleUrl.searchParams.get('ctz'));

    // Escape closes the choices and gives the focus back to the button.
    await page.keyboard.press('Escape');
    assert.equal(await card.getByRole('link', { name: /Google Calendar/ }).count(), 0);
    assert.equal(
      await card.getByRole('button', { name: 'Add to calendar' }).getAttribute('aria-expanded'),
      'false',
    );
    await page.getByRole('button', { name: 'Copy' }).scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'calendar-subscribe-390');
    assert.deepEqual(problems, []);
    await context.close();

    const wide = await openPage(browser(), 1280);
    await wide.page.goto(appUrl('/events'));
    await wide.page.getByRole('button', { name: 'Add to calendar' }).first().click();
    await wide.page
      .getByRole('link', { name: /Google Calendar/ })
      .first()
      .waitFor();
    await reviewScreenshot(wide.page, 'calendar-events-1280', { fullPage: true });
    await wide.context.close();
  });
});
