/** Members talking to each other in real time (docs/product.md#chat). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { registerMember, type Account } from './support/api';
import { seriousViolations } from './support/axe';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';

async function userId(account: Account): Promise<string> {
  const response = await fetch(`${baseUrl}/api/profile/me`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return ((await response.json()) as { id: string }).id;
}

/** A real PNG: the server decodes and re-encodes every upload. */
const ORANGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASklEQVRYhe2WQQ0AQAzCJgCB+H9WxcnYZWkyAYRA2dB8dbOuAAVFh2qGsGVZxw+CMTpUM4QtyzqE8EGLDtUMYcsihyIY63RweFwfrsbUaiEi2iwAAAAASUVORK5CYII=',
  'base64',
);

const roomOf = (a: string, b: string) => [a, b].sort().join('-');
const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

void describe('chat', () => {
  const browser = useBrowser();

  void it('lets two members talk privately, ticks turn blue when read, and a third sees nothing', async () => {
    const ann = await registerMember('Ann Nakato');
    const ben = await registerMember('Ben Okello');
    const eve = await registerMember('Eve Auma');
    const [annId, benId] = await Promise.all([userId(ann), userId(ben)]);
    const room = roomOf(annId, benId);

    const annView = await openPage(browser(), 1280, { token: ann.token });
    const benView = await openPage(browser(), 390, { token: ben.token });
    try {
      // Ben is in the community room: Ann's message reaches his client (delivered), unread.
      await benView.page.goto(appUrl('/chat'));
      await live(benView.page);
      await annView.page.goto(appUrl(`/chat?room=${room}`));
      await live(annView.page);
      await annView.page.getByRole('heading', { name: 'Ben Okello' }).waitFor();
      await annView.page.getByText('No messages yet. Start the conversation!').waitFor();

      const input = annView.page.getByLabel('Message', { exact: true });
      await input.fill('Will you join the prayer walk on Saturday?');
      await input.press('Enter');
      const sent = annView.page
        .getByRole('log')
        .getByText('Will you join the prayer walk on Saturday?');
      await sent.waitFor();
      await annView.page.getByRole('img', { name: 'Delivered' }).waitFor();

      await benView.page.getByRole('button', { name: 'Conversations' }).click();
      const annInSidebar = benView.page.getByRole('button', { name: /Ann Nakato/ });
      await annInSidebar.getByText('1 unread').waitFor();
      await reviewScreenshot(benView.page, 'chat-drawer-390');
      assert.deepEqual(await seriousViolations(benView.page, 'chat drawer at 390 px'), []);
      await annInSidebar.click();
      await benView.page
        .getByRole('log')
        .getByText('Will you join the prayer walk on Saturday?')
        .waitFor();
      // Ben's client marks it read a second later: two blue ticks for Ann.
      await annView.page.getByRole('img', { name: 'Read' }).waitFor();

      const reply = benView.page.getByLabel('Message', { exact: true });
      await reply.fill('Yes! I will bring water 💧');
      await reply.press('Enter');
      await annView.page.getByRole('log').getByText('Yes! I will bring water 💧').waitFor();
      await reviewScreenshot(annView.page, 'chat-private-1280');
      await reviewScreenshot(benView.page, 'chat-private-390');
      assert.deepEqual(await seriousViolations(annView.page, 'private chat at 1280 px'), []);
      assert.deepEqual(await seriousViolations(benView.page, 'private chat at 390 px'), []);

      // A third member cannot open their room: the link falls back to the community room.
      const eveView = await openPage(browser(), 1280, { token: eve.token });
      try {
        await eveView.page.goto(appUrl(`/chat?room=${room}`));
        await live(eveView.page);
        await eveView.page.getByRole('heading', { name: 'Community Chat' }).waitFor();
        await eveView.page.getByRole('log').waitFor();
        assert.equal(await eveView.page.getByText('prayer walk').count(), 0);
        assert.deepEqual(eveView.problems, []);
      } finally {
        await eveView.context.close();
      }
      assert.deepEqual(annView.problems, []);
      assert.deepEqual(benView.problems, []);
    } finally {
      await annView.context.close();
      await benView.context.close();
    }
  });

  void it('keeps a message typed offline as pending and sends it once the line is back', async () => {
    const ann = await registerMember('Ann Offline');
    const view = await openPage(browser(), 1280, { token: ann.token });
    try {
      await view.page.goto(appUrl('/chat'));
      await live(view.page);
      await view.context.setOffline(true);
      await view.page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      const input = view.page.getByLabel('Message', { exact: true });
      await input.fill('Typed on the bus with no signal');
      await input.press('Enter');
      await view.page.getByRole('img', { name: 'Sending' }).waitFor();
      await view.context.setOffline(false);
      await live(view.page);
      await view.page.getByRole('img', { name: 'Sent' }).waitFor();
      const stored = await fetch(`${baseUrl}/api/messages/community?limit=100`, {
        headers: { Authorization: `Bearer ${ann.token}` },
      });
      const messages = (await stored.json()) as { content: string }[];
      assert.equal(
        messages.filter((message) => message.content === 'Typed on the bus with no signal').length,
        1,
      );
    } finally {
      await view.context.close();
    }
  });
  void it('shares an image and an emoji in the community room, with reactions and a full-screen view', async () => {
    const ruth = await registerMember('Ruth Achieng');
    const paul = await registerMember('Paul Mugisha');
    const ruthView = await openPage(browser(), 390, { token: ruth.token });
    const paulView = await openPage(browser(), 1280, { token: paul.token });
    try {
      await paulView.page.goto(appUrl('/chat'));
      await ruthView.page.goto(appUrl('/chat'));
      await live(ruthView.page);
      await live(paulView.page);

      await ruthView.page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'sunday.png', mimeType: 'image/png', buffer: ORANGE_PNG });
      const shared = paulView.page.getByRole('button', { name: 'Open image from Ruth Achieng' });
      await shared.waitFor();

      await ruthView.page.getByRole('button', { name: 'Add an emoji' }).click();
      const picker = ruthView.page.locator('aside.EmojiPickerReact');
      await picker.waitFor();
      await reviewScreenshot(ruthView.page, 'chat-emoji-390');
      await picker.getByRole('gridcell', { name: 'grinning face' }).first().click();
      const input = ruthView.page.getByLabel('Message', { exact: true });
      await input.press('Escape');
      assert.match(await input.inputValue(), /😀/);
      await input.press('Enter');
      await paulView.page.getByRole('log').getByText('😀').waitFor();

      // Paul reacts with a heart from the quick reactions; Ruth sees the chip.
      const imageMessage = paulView.page.getByRole('listitem').filter({ has: shared });
      await imageMessage.hover();
      await imageMessage.getByRole('button', { name: 'React ❤️' }).click();
      await ruthView.page.getByRole('button', { name: '❤️ 1' }).waitFor();

      await shared.click();
      const viewer = paulView.page.getByRole('dialog', { name: 'Image' });
      await viewer.waitFor();
      await reviewScreenshot(paulView.page, 'chat-image-1280');
      await paulView.page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await reviewScreenshot(paulView.page, 'chat-community-1280');
      assert.deepEqual(await seriousViolations(paulView.page, 'community chat at 1280 px'), []);
      assert.deepEqual(ruthView.problems, []);
      assert.deepEqual(paulView.problems, []);
    } finally {
      await ruthView.context.close();
      await paulView.context.close();
    }
  });

  for (const width of [390, 1280]) {
    void it(`keeps a message past the send limit, says when it goes, and sends it then at ${width} px`, async () => {
      const grace = await registerMember('Grace Namuli');
      const { page, context, problems } = await openPage(browser(), width, { token: grace.token });
      try {
        await page.goto(appUrl('/chat'));
        await live(page);
        // A burst of 30 messages at once spends the allowance the server gives for 10 s. It goes
        // after the page is live, so a slow page load cannot outlast the window.
        const burst = Array.from({ length: 30 }, (_, i) =>
          fetch(`${baseUrl}/api/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${grace.token}` },
            body: JSON.stringify({ content: `Amen ${i + 1}`, chatType: 'community' }),
          }),
        );
        for (const response of await Promise.all(burst)) assert.equal(response.status, 201);
        const input = page.getByLabel('Message', { exact: true });
        const text = `Praise the Lord for the new roof! (${width})`;
        await input.fill(text);
        await input.press('Enter');

        const waiting = page.getByRole('log').getByText(text);
        await waiting.waitFor();
        await page.getByRole('img', { name: 'Waiting to send' }).waitFor();
        const notice = page.getByRole('status').filter({ hasText: /will send in \d+ s/ });
        await notice.waitFor();
        assert.equal(await page.getByText(/Failed to send message/).count(), 0);
        // The notice takes room from the list; the waiting message stays in full view.
        await page.waitForTimeout(300);
        const log = await page.getByRole('log').boundingBox();
        const bubble = await waiting.boundingBox();
        assert.ok(log && bubble && bubble.y + bubble.height <= log.y + log.height, 'in view');
        await reviewScreenshot(page, `chat-send-limit-${width}`);

        // The wait is at most the 10 s window; then the message goes by itself, once.
        await page.getByRole('img', { name: 'Sent' }).last().waitFor({ timeout: 15_000 });
        await notice.waitFor({ state: 'detached' });
        await page.getByRole('log').getByText(text).waitFor();
        assert.equal(await page.getByRole('log').getByText(text).count(), 1);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
