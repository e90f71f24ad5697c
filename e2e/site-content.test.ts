/** An admin rewrites the About page's story in Site Content, and a visitor reads it. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { aboutTextDefaults } from '@torch/contract';
import { api, signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl } from './support/env';

void describe("every public page's words in Site Content", () => {
  const browser = useBrowser();
  let token: string;
  before(async () => {
    ({ token } = await signInAdmin());
  });
  // The journeys share one server, and the others read the default About page.
  after(async () => {
    await api('POST', '/api/site-content', token, {
      page: 'about',
      elements: { intro: aboutTextDefaults.intro },
    });
  });

  void it("an admin edits the About page's story and a visitor sees it", async () => {
    const story = `Grace Chapel began around a kitchen table in Ntinda, ${randomUUID().slice(0, 6)}.`;
    const admin = await openPage(browser(), 390, { token });
    await admin.page.goto(appUrl('/admin/content'));
    await admin.page.getByRole('tab', { name: 'About' }).click();
    const welcome = admin.page.getByRole('group', { name: 'Welcome' });
    const intro = welcome.getByLabel('Introduction');
    await intro.fill(story);
    // The section's preview follows the typing before anything is saved.
    await welcome.getByRole('figure').getByText(story).waitFor();
    await reviewScreenshot(admin.page, 'site-content-about-390', { fullPage: true });
    await admin.page.getByRole('button', { name: 'Save Content' }).click();
    await admin.page.getByText('Content saved successfully!').waitFor();
    assert.deepEqual(admin.problems, []);
    await admin.context.close();

    for (const width of [390, 1280]) {
      const visitor = await openPage(browser(), width);
      await visitor.page.goto(appUrl('/about'));
      await visitor.page.getByText(story).waitFor();
      assert.equal(await visitor.page.getByText(/Torch began as a handful of friends/).count(), 0);
      await reviewScreenshot(visitor.page, `about-${width}`);
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();
    }
  });

  void it('shows the Site Content screen and the pages whose words it holds', async () => {
    const { page, context, problems } = await openPage(browser(), 1280, { token });
    await page.goto(appUrl('/admin/content'));
    await page.getByRole('tab', { name: 'Leadership' }).click();
    await page.getByRole('group', { name: 'Principles we lead by' }).waitFor();
    await reviewScreenshot(page, 'site-content-leadership-1280', { fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
    for (const width of [390, 1280]) {
      const visitor = await openPage(browser(), width);
      for (const [path, name, heading] of [
        ['/leadership', 'leadership', 'Leadership Philosophy'],
        ['/new-converts', 'new-converts', 'Welcome to the Family'],
        ['/light-campuses', 'light-campuses', 'Light Campuses'],
      ] as const) {
        await visitor.page.goto(appUrl(path));
        await visitor.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await reviewScreenshot(visitor.page, `${name}-${width}`);
      }
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();
    }
  });
});
