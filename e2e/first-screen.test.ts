/**
 * The landing pages' pre-rendered first screen (apps/web/src/prerender): it paints before the
 * app's code has arrived, the app then takes over the same elements, and members, whose
 * header differs, start from the app as before.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, registerMember, signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser, type OpenPage } from './support/browser';
import { appUrl, baseUrl } from './support/env';

/**
 * Opens a route with the app's main chunk held back until `release` is called, as a slow
 * network would: what shows meanwhile is the pre-rendered first screen alone.
 */
async function openWithAppHeld(
  browser: Browser,
  width: number,
  route: string,
  options: { token?: string } = {},
): Promise<OpenPage & { release: () => void; apiRequests: string[] }> {
  const opened = await openPage(browser, width, options);
  const apiRequests: string[] = [];
  opened.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await opened.page.route(/\/assets\/start-app-[^/]*\.js$/, async (held) => {
    await released;
    await held.continue();
  });
  await opened.page.goto(appUrl(route), { waitUntil: 'domcontentloaded' });
  return { ...opened, release, apiRequests };
}

/** Waits up to 10 s for `requests` to list something: a request the page makes on its own. */
async function untilRequested(page: Page, requests: () => string[]): Promise<void> {
  for (let waited = 0; requests().length === 0 && waited < 10_000; waited += 50) {
    await page.waitForTimeout(50);
  }
}

void describe('first screen', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`shows Events before the app's code arrives, then the app takes it over at ${width} px`, async () => {
      const { page, context, problems, release, apiRequests } = await openWithAppHeld(
        browser(),
        width,
        '/events',
      );

      const heading = page.getByRole('heading', { level: 1, name: 'Events' });
      await heading.waitFor();
      assert.equal(await page.title(), 'Events · Torch');
      await reviewScreenshot(page, `first-screen-events-${width}`);
      // A mark on the pre-rendered heading shows whether the app kept the element or redrew it.
      await heading.evaluate((element) => element.setAttribute('data-first-screen-mark', ''));

      // A dated event from the API: the weekly fellowship is part of the page itself.
      const events = (await (await fetch(`${baseUrl}/api/events?upcoming=true`)).json()) as {
        title: string;
      }[];
      const shown = await page.locator('#root').innerText();
      const next = events.find((event) => !shown.includes(event.title));
      assert.ok(next, 'the demo content has dated upcoming events');
      // Links are in the app's own (hash) form already, so one opened in a new tab, copied, or
      // followed now lands on its page: hydration keeps attributes as they were rendered.
      const links = page.locator('#root a[href]');
      const pathFormLinks = () =>
        links.evaluateAll((all) =>
          all.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/')),
        );
      assert.ok((await links.count()) > 10);
      assert.deepEqual(await pathFormLinks(), []);

      // The page's data is on its way before the app's code has arrived...
      const eventRequests = () => apiRequests.filter((request) => request === '/api/events');
      await untilRequested(page, eventRequests);
      assert.deepEqual(eventRequests(), ['/api/events']);
      release();
      // ...and the app shows it in the page it took over, without asking again.
      await page.getByRole('heading', { name: next.title }).first().waitFor();
      assert.deepEqual(eventRequests(), ['/api/events']);
      assert.equal(await page.locator('h1[data-first-screen-mark]').count(), 1);
      assert.equal(await page.locator('#main-content').count(), 1);
      assert.deepEqual(await pathFormLinks(), []);

      // And it is the app now: the header's links navigate without a reload.
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      const nav = width < 768 ? null : page.getByRole('navigation', { name: 'Main' });
      if (nav) {
        await nav.getByRole('link', { name: 'Teachings' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: 'Site menu' })
          .getByRole('link', { name: 'Teachings' })
          .click();
      }
      await page.getByRole('heading', { level: 1, name: 'Teachings' }).waitFor();
      assert.equal(await page.evaluate(() => (window as { stayed?: boolean }).stayed), true);
      // No refused inline script (CSP), no hydration mismatch, no script error.
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const width of [390, 1280]) {
    void it(`shows a blog post before the app's code arrives, then the app takes it over, at ${width} px`, async () => {
      const [listed] = (await (await fetch(`${baseUrl}/api/blog`)).json()) as { slug: string }[];
      assert.ok(listed, 'the demo content has a published post');
      const post = (await (await fetch(`${baseUrl}/api/blog/${listed.slug}`)).json()) as {
        slug: string;
        title: string;
        authorName: string;
        featureImageUrl: string;
        contentHtml: string;
      };
      const { page, context, problems, release, apiRequests } = await openWithAppHeld(
        browser(),
        width,
        `/blog/${post.slug}`,
      );
      // The entry draws the post into the pre-rendered frame as soon as its data is in: title,
      // author, picture and body, with the app's code still held back.
      const heading = page.getByRole('heading', { level: 1, name: post.title });
      await heading.waitFor();
      assert.equal(await page.title(), `${post.title} · Torch`);
      const article = page.getByRole('article');
      assert.ok((await article.innerText()).includes(post.authorName));
      const firstWords = post.contentHtml
        .split(/<[^>]+>/)
        .map((text) => text.trim())
        .find((text) => text.length > 10 && !text.includes('&'));
      assert.ok(firstWords, 'the demo post has a body');
      await article.getByText(firstWords).first().waitFor();
      await page.waitForFunction((src) => {
        const picture = document.querySelector('article img');
        return (
          picture instanceof HTMLImageElement &&
          picture.getAttribute('src') === src &&
          picture.complete &&
          picture.naturalWidth > 0
        );
      }, post.featureImageUrl);
      await reviewScreenshot(page, `first-screen-blog-post-${width}`);
      // A mark on the drawn heading shows whether the app kept the element or redrew it.
      await heading.evaluate((element) => element.setAttribute('data-first-screen-mark', ''));
      const postRequests = () =>
        apiRequests.filter((request) => request === `/api/blog/${post.slug}`);
      assert.deepEqual(postRequests(), [`/api/blog/${post.slug}`]);

      release();
      // The app has taken the page over once it has mounted (and replayed any early taps).
      await page.waitForFunction(
        () => (window as { __firstScreenTaps?: unknown }).__firstScreenTaps === undefined,
      );
      assert.equal(await page.locator('h1[data-first-screen-mark]').count(), 1);
      assert.deepEqual(postRequests(), [`/api/blog/${post.slug}`]);
      // And it is the app now: the way back opens the Blog from the app's own code.
      await page.getByRole('link', { name: 'Back to Blog' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      // No refused inline script (CSP), no hydration mismatch, no script error.
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  void it("shows the Blog list before the app's code arrives, then the app takes it over", async () => {
    const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as {
      title: string;
      featureImageUrl: string;
    }[];
    const [newest, ...others] = posts;
    assert.ok(newest && others.length > 0, 'the demo content has several published posts');
    const { page, context, problems, release, apiRequests } = await openWithAppHeld(
      browser(),
      390,
      '/blog',
    );
    // The entry draws the posts as soon as they are in: the newest featured, the others as
    // cards, with the app's code still held back.
    const featured = page.getByRole('article').filter({ hasText: 'Featured' });
    await featured.getByRole('link', { name: newest.title }).waitFor();
    for (const post of others) {
      await page.getByRole('listitem').getByRole('link', { name: post.title }).waitFor();
    }
    assert.equal(await featured.locator('img').getAttribute('src'), newest.featureImageUrl);
    await reviewScreenshot(page, 'first-screen-blog-list-390');
    await featured.evaluate((element) => element.setAttribute('data-first-screen-mark', ''));

    release();
    await page.waitForFunction(
      () => (window as { __firstScreenTaps?: unknown }).__firstScreenTaps === undefined,
    );
    // The app kept the drawn elements and did not ask for the posts again.
    assert.equal(await page.locator('article[data-first-screen-mark]').count(), 1);
    assert.deepEqual(
      apiRequests.filter((request) => request === '/api/blog'),
      ['/api/blog'],
    );
    // And it is the app now: the search filters the drawn list.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('no such words anywhere');
    await page.getByRole('heading', { name: 'No matching articles' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('starts from the app for a signed-in member, whose header is not the visitor one', async () => {
    const member = await registerMember('Ruth Achieng');
    const { page, context, problems, release } = await openWithAppHeld(browser(), 390, '/events', {
      token: member.token,
    });
    assert.equal(await page.locator('#root').evaluate((root) => root.childElementCount), 0);
    release();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByText('Ruth Achieng').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('opens the menu tapped before the app had loaded, once it has', async () => {
    const { page, context, problems, release } = await openWithAppHeld(browser(), 390, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(300);
    assert.equal(await page.getByRole('dialog', { name: 'Site menu' }).count(), 0);
    release();
    await page.getByRole('dialog', { name: 'Site menu' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('opens the page followed before the app had loaded, not the one pre-rendered', async () => {
    const { page, context, problems, release } = await openWithAppHeld(browser(), 1280, '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Torch Fellowship' }).waitFor();
    // A plain link still works without the app: it changes the hash, with no trip to the server.
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Teachings' })
      .click();
    release();
    await page.getByRole('heading', { level: 1, name: 'Teachings' }).waitFor();
    assert.equal(
      await page.getByRole('heading', { name: 'Welcome to Torch Fellowship' }).count(),
      0,
    );
    assert.deepEqual(documentRequests, []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('shows the home headline saved in Site Content before the app has loaded, and keeps it', async () => {
    const admin = await signInAdmin();
    const saveHeadline = (heroTitle: string) =>
      api('POST', '/api/site-content', admin.token, { page: 'home', elements: { heroTitle } });
    await saveHeadline('Light for every street');
    try {
      const { page, context, problems, release } = await openWithAppHeld(browser(), 390, '/');
      // The server rendered the first screen with the saved text: no default painted first.
      await page.getByRole('heading', { level: 1, name: 'Light for every street' }).waitFor();
      assert.equal(
        await page.getByRole('heading', { name: 'Welcome to Torch Fellowship' }).count(),
        0,
      );
      release();
      // The app starts from the same texts: its first render leaves the headline as it was.
      const headings: string[] = [];
      for (let waited = 0; waited < 1500; waited += 50) {
        headings.push((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '');
        await page.waitForTimeout(50);
      }
      assert.deepEqual([...new Set(headings)], ['Light for every street']);
      assert.equal(
        await page.getByRole('heading', { level: 1, name: 'Light for every street' }).count(),
        1,
      );
      // The app has taken the page over by now: its menu opens.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    } finally {
      // The journeys share one server, and the others expect the default headline.
      await saveHeadline('Welcome to Torch Fellowship');
    }
  });
});
