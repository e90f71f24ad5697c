/** A visitor asks the floating AI assistant a question and reads the streamed answer. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations, visit } from './support/axe';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { baseUrl } from './support/env';

const ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';

/** The soonest dated upcoming event, as the public API lists it. */
async function nextEventTitle(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/events?upcoming=true`);
  const events = (await response.json()) as { title: string; event_date: string }[];
  const dated = events
    .filter((event) => event.event_date !== 'recurring-tuesday')
    .sort((a, b) => a.event_date.localeCompare(b.event_date));
  return dated[0]?.title ?? 'no upcoming event';
}

/** Remembers whether the streaming cursor ever showed: a fast answer may finish before we look. */
async function watchForCursor(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { sawAssistantCursor?: boolean };
    seen.sawAssistantCursor = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="assistant-cursor"]')) {
        seen.sawAssistantCursor = true;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Opens the assistant, asks, and waits for the answer to finish streaming; returns its text. */
async function ask(page: Page, question: string): Promise<string> {
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  const input = panel.getByPlaceholder('Ask me anything...');
  await input.fill(question);
  await watchForCursor(page);
  await input.press('Enter');

  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await conversation.getByText(question).waitFor();
  await page.waitForFunction(
    () => (window as unknown as { sawAssistantCursor?: boolean }).sawAssistantCursor === true,
  );
  await panel.getByTestId('assistant-cursor').waitFor({ state: 'detached', timeout: 30_000 });
  assert.equal(await input.isEnabled(), true, 'the question box is usable again');
  return replyText(conversation.getByRole('listitem').last());
}

/** What the bubble itself says, without the time and the words only screen readers hear. */
function replyText(message: Locator): Promise<string> {
  return message.evaluate((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.sr-only, time').forEach((element) => element.remove());
    return (copy.textContent ?? '').trim();
  });
}

void describe('AI assistant', () => {
  const browser = useBrowser();

  void it('answers a visitor on a phone, streaming the reply into the panel', async () => {
    const { context, page, problems } = await openPage(browser(), 390);
    try {
      await visit(page, '/');
      await reviewScreenshot(page, 'assistant-toggle-390');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await reviewScreenshot(page, 'assistant-toggle-footer-390');
      const toggle = page.getByRole('button', { name: 'Open AI Assistant' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await toggle.click();

      const panel = page.getByRole('dialog', { name: 'AI Assistant' });
      await panel.waitFor();
      await panel.getByText("Hello! I'm your AI assistant. How can I help you today?").waitFor();
      const input = panel.getByPlaceholder('Ask me anything...');
      assert.equal(await input.evaluate((element) => element === document.activeElement), true);

      // Nearly the full width of the phone, and inside the visible viewport.
      const box = await panel.boundingBox();
      assert.ok(box, 'the panel is laid out');
      assert.ok(box.width >= 390 - 32, `panel width ${box.width}`);
      assert.ok(
        box.y >= 0 && box.y + box.height <= 844,
        `panel spans ${box.y}..${box.y + box.height}`,
      );

      const before = await nextEventTitle();
      const answer = await ask(page, 'When is the next event?');
      assert.ok(!answer.includes(ERROR_TEXT), `the assistant answered: ${answer}`);
      // Other journeys may add an event meanwhile: the answer names the next one of that moment.
      const named = [before, await nextEventTitle()].filter((title) => answer.includes(title));
      assert.ok(named.length > 0, `"${answer}" names the next event (${before})`);

      // The emoji picker fits the panel and adds to the question.
      await panel.getByRole('button', { name: 'Add an emoji' }).click();
      const picker = panel.locator('aside.EmojiPickerReact');
      await picker.waitFor();
      const pickerBox = await picker.boundingBox();
      assert.ok(pickerBox && pickerBox.width <= 280, `picker width ${pickerBox?.width}`);
      assert.ok(pickerBox.height <= Math.min(350, 844 * 0.4) + 1, `picker ${pickerBox.height}`);
      await picker.getByRole('gridcell', { name: 'grinning face' }).first().click();
      assert.match(await input.inputValue(), /😀/);
      await input.fill('');

      await reviewScreenshot(page, 'assistant-answer-390');
      assert.deepEqual(await seriousViolations(page, 'assistant panel at 390 px'), []);

      // Escape closes it and gives focus back to the button.
      await input.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      const closedToggle = page.getByRole('button', { name: 'Open AI Assistant' });
      assert.equal(
        await closedToggle.evaluate((element) => element === document.activeElement),
        true,
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  void it('meets a person in crisis with care and numbers one tap from a call, on a phone', async () => {
    const { context, page, problems } = await openPage(browser(), 390);
    try {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Open AI Assistant' }).click();
      const reply = await ask(page, 'i dont want to live anymore');
      assert.match(reply, /^I'm so sorry you're feeling this way/);
      assert.ok(!reply.includes('Youth Night') && !reply.includes('teaching'), reply);

      const panel = page.getByRole('dialog', { name: 'AI Assistant' });
      for (const number of ['999', '112'])
        assert.equal(
          await panel.getByRole('link', { name: `Call ${number}` }).getAttribute('href'),
          `tel:${number}`,
        );
      assert.equal(
        await panel.getByRole('link', { name: 'Call +256 700 123 456' }).getAttribute('href'),
        'tel:+256700123456',
      );
      await reviewScreenshot(page, 'assistant-crisis-390');
      assert.deepEqual(await seriousViolations(page, 'assistant crisis reply at 390 px'), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  void it('offers a worried visitor prayer, and the link opens the form ready to write', async () => {
    const { context, page, problems } = await openPage(browser(), 390);
    try {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Open AI Assistant' }).click();
      const reply = await ask(page, 'I feel anxious and alone, can you pray for me?');
      assert.match(reply, /^That sounds like a lot to carry/);
      assert.ok(!reply.includes('999'), 'no emergency numbers for distress');
      assert.ok(
        !/gathering|Youth Night|Tuesday Fellowship/i.test(reply),
        'no care reply promotes an event',
      );
      await reviewScreenshot(page, 'assistant-distress-390');

      await page.getByRole('link', { name: 'share a prayer request' }).click();
      await waitForRoute(page, '/prayer?request=new');
      const request = page.getByRole('textbox', { name: 'Prayer request' });
      await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA', undefined, {
        timeout: 10_000,
      });
      assert.equal(await request.evaluate((element) => element === document.activeElement), true);
      const box = await request.boundingBox();
      assert.ok(box && box.y >= 0 && box.y < 844, `the request box is on screen at ${box?.y}`);
      await reviewScreenshot(page, 'prayer-form-from-assistant-390');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  void it('keeps the conversation on a desktop when the panel is closed and opened again', async () => {
    const { context, page, problems } = await openPage(browser(), 1280);
    try {
      await visit(page, '/events');
      await page.getByRole('button', { name: 'Open AI Assistant' }).click();
      const first = await ask(page, 'What time is the Tuesday service?');
      assert.ok(first !== '' && !first.includes(ERROR_TEXT), `first answer: ${first}`);
      const second = await ask(page, 'And where is it held?');
      assert.ok(second !== '' && !second.includes(ERROR_TEXT), `second answer: ${second}`);

      await reviewScreenshot(page, 'assistant-answer-1280');
      assert.deepEqual(await seriousViolations(page, 'assistant panel at 1280 px'), []);

      // Closing and opening again keeps what was said.
      await page.getByRole('button', { name: 'Close AI Assistant' }).click();
      await page.getByRole('button', { name: 'Open AI Assistant' }).click();
      const conversation = page
        .getByRole('dialog', { name: 'AI Assistant' })
        .getByRole('list', { name: 'Conversation' });
      await conversation.getByText('And where is it held?').waitFor();
      assert.equal(await conversation.getByRole('listitem').count(), 5);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
