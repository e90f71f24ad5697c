/**
 * The demo leaders' portraits and the videos, as a phone and a desktop show them: a portrait
 * is a picture of a person, not a screenful; a video that cannot play says so and offers
 * YouTube. This machine has no internet, so YouTube's thumbnails and player are stood in for
 * by the browser: refused (as offline), or answered with a picture or a player that errs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';

const THUMBNAILS = 'https://i.ytimg.com/**';
const PLAYER = 'https://www.youtube-nocookie.com/embed/**';

/** Thumbnails as YouTube would send them for a video that exists: a 16:9 picture. */
async function serveThumbnails(page: Page): Promise<void> {
  const picture = Buffer.from(
    await (await fetch(`${baseUrl}/uploads/demo/event-worship-night.webp`)).arrayBuffer(),
  );
  await page.route(THUMBNAILS, (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: picture }),
  );
}

/** A stand-in for YouTube's player that, once the page listens, reports error 150 as it does. */
const ERRING_PLAYER = `<!doctype html><title>player</title><script>
addEventListener('message', (event) => {
  if (JSON.parse(event.data).event !== 'listening') return;
  parent.postMessage(JSON.stringify({ event: 'onError', info: 150, channel: 'widget' }), '*');
});
</script>`;

void describe('leader portraits', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`at ${width} px: four different portraits, each well under half the screen`, async () => {
      const { page, context, problems } = await openPage(browser(), width);
      await page.goto(appUrl('/leaders'));
      const cards = page.getByRole('list').getByRole('article');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 4);

      const viewportHeight = page.viewportSize()!.height;
      const sources = new Set<string>();
      for (const card of await cards.all()) {
        const portrait = card.getByRole('img', { name: /^Portrait of / });
        await portrait.scrollIntoViewIfNeeded();
        await portrait.evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0
            ? undefined
            : new Promise((resolve, reject) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', reject, { once: true });
              }),
        );
        const box = await portrait.boundingBox();
        assert.ok(box, 'the portrait is on the page');
        assert.ok(
          box.height < viewportHeight * 0.5,
          `portrait ${box.height} px tall on a ${viewportHeight} px screen`,
        );
        assert.ok(box.height >= 96 && box.height <= 160, `portrait ${box.height} px tall`);
        sources.add((await portrait.getAttribute('src')) ?? '');
      }
      assert.equal(sources.size, 4, 'each leader has a portrait of their own');

      await page.evaluate(() => window.scrollTo(0, 0));
      await cards.first().scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `leaders-${width}`);
      await reviewScreenshot(page, `leaders-${width}-full`, { fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const width of [390, 1280]) {
    void it(`in the admin list at ${width} px: each leader with their own small portrait`, async () => {
      const { token } = await signInAdmin();
      const { page, context, problems } = await openPage(browser(), width, { token });
      await page.goto(appUrl('/admin/leaders'));
      const list = page.getByRole('list', { name: 'Leaders' });
      await list.getByRole('listitem').first().waitFor();
      const pictures = list.locator('img');
      assert.equal(await pictures.count(), 4);
      const sources = new Set(
        await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
      );
      assert.equal(sources.size, 4);
      await reviewScreenshot(page, `admin-leaders-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

void describe('videos that cannot be played', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    void it(`at ${width} px, offline: each teaching says the connection may be weak, links to YouTube and tries again`, async () => {
      const { page, context, problems } = await openPage(browser(), width);
      await page.route(THUMBNAILS, (route) => route.abort('internetdisconnected'));
      await page.goto(appUrl('/teachings'));
      const first = page.getByRole('list').getByRole('article').first();
      await first.getByText('The video did not load').waitFor();
      await first.getByText(/The connection may be weak/).waitFor();
      assert.equal(await first.getByText("This video can't be played here").count(), 0);
      assert.equal(await first.getByRole('button', { name: /^Play / }).count(), 0);
      const link = first.getByRole('link', { name: /Watch on YouTube/ });
      assert.match(
        (await link.getAttribute('href')) ?? '',
        /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
      );
      assert.equal(await link.getAttribute('target'), '_blank');
      await first.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `teachings-offline-${width}`);
      // The connection is back: another try brings the picture and its play button.
      await page.unroute(THUMBNAILS);
      await serveThumbnails(page);
      await first.getByRole('button', { name: 'Try again' }).click();
      await first.getByRole('button', { name: /^Play / }).waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  void it('when the player reports an error: the dialog says so instead of a grey player', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    await serveThumbnails(page);
    await page.route(PLAYER, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: ERRING_PLAYER }),
    );
    await page.goto(appUrl('/teachings'));
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();

    const dialog = page.getByRole('dialog');
    const notice = dialog.getByRole('alert');
    await notice.getByText("This video can't be played here").waitFor();
    assert.equal(await dialog.locator('iframe').count(), 0);
    assert.match(
      (await notice.getByRole('link', { name: /Watch on YouTube/ }).getAttribute('href')) ?? '',
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
    );
    await reviewScreenshot(page, 'video-dialog-error-390');
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it("likewise for a leader's introduction, at 1280 px", async () => {
    const { page, context, problems } = await openPage(browser(), 1280);
    await page.route(PLAYER, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: ERRING_PLAYER }),
    );
    await page.goto(appUrl('/leaders'));
    await page
      .getByRole('button', { name: /^View Intro Video of / })
      .first()
      .click();

    const notice = page.getByRole('dialog').getByRole('alert');
    await notice.getByText("This video can't be played here").waitFor();
    await notice.getByRole('link', { name: /Watch on YouTube/ }).waitFor();
    await reviewScreenshot(page, 'leader-dialog-error-1280');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
