/** What a visitor reads on a fresh install: the demo church's home, teachings, blog and contact form. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, useBrowser, waitForRoute } from './support/browser';
import { appUrl, baseUrl } from './support/env';

interface UpcomingEvent {
  title: string;
  event_date: string;
}

interface Teaching {
  title: string;
  youtube_url: string;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

void describe('public content', () => {
  const browser = useBrowser();

  void it('shows the demo home: hero, featured content and upcoming events', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    // Journeys running beside this one add events of their own, so which three come next is
    // the server's answer to this page, read as the page reads it.
    const upcomingAnswer = page.waitForResponse((response) =>
      /\/api\/events\?(.*&)?upcoming=true/.test(response.url()),
    );
    await page.goto(appUrl('/'));

    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    assert.notEqual((await heading.textContent())?.trim(), '');
    await page.getByRole('link', { name: 'Join Our Community' }).waitFor();
    await page.getByRole('link', { name: 'Watch Teachings' }).first().waitFor();

    const featured = page.getByRole('region', { name: 'Featured Content' });
    await featured.scrollIntoViewIfNeeded();
    await featured.getByText('Latest Teaching').waitFor();
    await featured.getByText('From the Blog').waitFor();
    await featured.getByText('Weekly Fellowship').waitFor();

    const events = page.getByRole('region', { name: 'Upcoming Events' });
    await events.scrollIntoViewIfNeeded();
    await events.getByText('Featured Event').waitFor();
    // The demo calendar has the weekly fellowship and more than two dated events ahead.
    const upcoming = (await (await upcomingAnswer).json()) as UpcomingEvent[];
    assert.equal(upcoming.length, 3);
    const cards = events.getByRole('article');
    assert.deepEqual(
      await cards.getByRole('heading', { level: 3 }).allTextContents(),
      upcoming.map((event) => event.title),
    );
    for (const [index, event] of upcoming.entries()) {
      if (event.event_date === 'recurring-tuesday')
        await cards.nth(index).getByText('Every Tuesday').waitFor();
    }
    assert.equal(await events.getByText('(Demo Mode)').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it("plays a teaching's video in a dialog", async () => {
    const teachings = await getJson<Teaching[]>('/api/teachings');
    const playable = teachings.find((teaching) =>
      /[?&]v=[\w-]{11}(?![\w-])|youtu\.be\/[\w-]{11}/.test(teaching.youtube_url),
    );
    assert.ok(playable, 'the demo has a teaching with a valid video link');

    const { page, context } = await openPage(browser(), 1280);
    // Offline here, YouTube's thumbnail would fail and the card would (rightly) offer YouTube
    // instead of a play button; stand in for YouTube with a picture of the right size.
    const picture = Buffer.from(
      await (await fetch(`${baseUrl}/uploads/demo/event-worship-night.webp`)).arrayBuffer(),
    );
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/webp', body: picture }),
    );
    await page.goto(appUrl('/teachings'));
    await page.getByRole('button', { name: `Play ${playable.title}` }).click();

    const dialog = page.getByRole('dialog', { name: playable.title });
    await dialog.waitFor();
    const frame = dialog.locator(`iframe[title="${playable.title}"]`);
    assert.equal(await frame.count(), 1);
    assert.match(
      (await frame.getAttribute('src')) ?? '',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  void it('opens a published post from the blog list and reads it at its slug', async () => {
    const posts = await getJson<{ slug: string; title: string }[]>('/api/blog');
    const post = posts.find((candidate) => candidate.slug === 'walking-in-the-light-together');
    assert.ok(post, 'the demo post is published');

    const { page, context, problems } = await openPage(browser(), 1280);
    await page.goto(appUrl('/blog'));
    // A reader opening a post from a loaded list; a link followed while the page is still
    // loading is first-screen.test.ts's journey.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: post.title }).click();

    await waitForRoute(page, `/blog/${post.slug}`);
    await page.getByRole('heading', { name: post.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Why we are called Torch', level: 2 }).waitFor();
    await page.getByText('Pastor Daniel Mukasa').first().waitFor();
    assert.equal(await page.locator('article script').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('sends the contact form and says so', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    await page.goto(appUrl('/contact'));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Namuli');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@torch.test');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Visiting on Tuesday');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Is there parking near the sanctuary?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText("Message sent successfully! We'll be in touch soon.").waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), '');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
