/**
 * Chat in a church of 20,000 members (docs/decisions/028-lists-page.md): the sidebar loads
 * without the whole directory, lists the member's own conversations, and finds anyone by name.
 * The church has its own server and database (support/large-church.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { animationsSettled, openPage, reviewScreenshot, useBrowser } from './support/browser';
import { startLargeChurch, type LargeChurch } from './support/large-church';

/** The most any list answer may weigh on a phone over mobile data. */
const LIST_BUDGET_BYTES = 64 * 1024;

/** Every API answer the page receives, with its size, so the journey can weigh them. */
function weighApi(page: Page): { path: string; bytes: number }[] {
  const answers: { path: string; bytes: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() !== 200) return;
    void response
      .body()
      .then((body) => answers.push({ path: url.pathname + url.search, bytes: body.length }))
      .catch(() => undefined);
  });
  return answers;
}

void describe('chat in a church of 20,000 members', () => {
  const browser = useBrowser();
  let church: LargeChurch | undefined;
  before(async () => {
    church = await startLargeChurch(20_000);
  });
  after(async () => {
    await church?.close();
  });

  for (const width of [1280, 390]) {
    void it(`loads the sidebar and finds a member by name at ${width} px`, async () => {
      const { baseUrl, memberToken } = church!;
      const { page, context, problems } = await openPage(browser(), width, {
        token: memberToken,
        origin: baseUrl,
      });
      const answers = weighApi(page);
      try {
        await page.goto(`${baseUrl}/#/chat`);
        await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 60_000 });
        if (width < 768) await page.getByRole('button', { name: 'Conversations' }).click();
        const sidebar = page.getByRole('navigation', { name: 'Conversations' }).last();

        // Member 1 talks with fifty others: the most recent conversation is with member 2, "Namubiru Miriam 2".
        await sidebar.getByRole('button', { name: /Namubiru Miriam 2\b/ }).waitFor();

        // Anyone else is one search away: member 12,345 is "Okello Samuel 12345".
        const search = sidebar.getByRole('combobox', { name: 'Search members by name' });
        await search.fill('samuel 12345');
        const found = page.getByRole('option', { name: /Okello Samuel 12345/ });
        await found.waitFor();
        await reviewScreenshot(page, `chat-large-church-search-${width}`);
        // The colours are checked as they end up, not halfway through a transition.
        await animationsSettled(page);
        assert.deepEqual(await seriousViolations(page, `member search at ${width} px`), []);
        await search.press('Enter');
        await page.getByRole('heading', { name: 'Okello Samuel 12345' }).waitFor();
        await page.getByText('No messages yet. Start the conversation!').waitFor();

        for (const answer of answers)
          assert.ok(
            answer.bytes <= LIST_BUDGET_BYTES,
            `${answer.path} sent ${answer.bytes} bytes (budget ${LIST_BUDGET_BYTES})`,
          );
        assert.ok(
          answers.some((answer) => answer.path.startsWith('/api/users?')),
          'the search asked the server',
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
