/**
 * What members and visitors send in, and how the staff look after it (docs/product.md#moderation).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { api, registerMember, signInAdmin } from './support/api';
import { openPage, useBrowser } from './support/browser';
import { appUrl } from './support/env';

void describe('community', () => {
  const browser = useBrowser();

  void it('shows a visitor’s public prayer on another open wall without a reload', async () => {
    const watcher = await openPage(browser(), 1280);
    await watcher.page.goto(appUrl('/prayer'));
    await watcher.page.getByText(/active prayer requests?$/).waitFor();
    // The live socket is up before the other visitor writes.
    await watcher.page.waitForFunction(
      () => document.querySelector('[title^="Connected"]') !== null,
    );

    const visitor = await openPage(browser(), 390);
    await visitor.page.goto(appUrl('/prayer'));
    const request = `Peace for the Okello family ${randomUUID().slice(0, 6)}`;
    await visitor.page.getByLabel('Your name').fill('Ruth');
    await visitor.page.getByLabel('Prayer request', { exact: true }).fill(request);
    // Sharing starts unticked: the wall shows only what its writer chose to share.
    const share = visitor.page.getByLabel('Share publicly on the Prayer Wall');
    assert.equal(await share.isChecked(), false);
    await share.check();
    await visitor.page.getByRole('button', { name: 'Submit Prayer Request' }).click();
    await visitor.page.getByText('Thank you! Your prayer request has been received.').waitFor();

    const sentAt = Date.now();
    const wall = watcher.page.getByRole('list', { name: 'Public prayer requests' });
    await wall.getByText(request).waitFor({ timeout: 5000 });
    // Well inside the 30 s refetch: it came over the socket.
    assert.ok(Date.now() - sentAt < 5000);
    assert.match((await wall.getByRole('listitem').first().textContent()) ?? '', /Peace for/);
    assert.deepEqual(watcher.problems, []);
    assert.deepEqual(visitor.problems, []);
    await watcher.context.close();
    await visitor.context.close();
  });

  void it('publishes a testimony once an admin approves it', async () => {
    const title = `Provision in a hard year ${randomUUID().slice(0, 6)}`;
    const visitor = await openPage(browser(), 390);
    await visitor.page.goto(appUrl('/testimonies'));
    await visitor.page.getByLabel('Your name').fill('Samuel');
    await visitor.page.getByLabel('Title').fill(title);
    await visitor.page.getByLabel('Your story').fill('God provided every single week.');
    await visitor.page.getByRole('button', { name: 'Share Testimony' }).click();
    await visitor.page
      .getByText('Thank you for sharing! Your testimony has been submitted for review.')
      .waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'What God has done' }).waitFor();
    assert.equal(await visitor.page.getByRole('heading', { name: title }).count(), 0);

    const admin = await signInAdmin();
    const staff = await openPage(browser(), 1280, { token: admin.token });
    await staff.page.goto(appUrl('/admin/testimonies'));
    await staff.page.getByRole('button', { name: `Approve ${title}` }).click();
    await staff.page.getByText('Testimony approved.').waitFor();

    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: title }).waitFor();
    await visitor.context.close();
    await staff.context.close();
  });

  void it('lets a member apply to a team and see it Approved after the admin decides', async () => {
    const admin = await signInAdmin();
    const teamName = `Welcome Team ${randomUUID().slice(0, 6)}`;
    await api('POST', '/api/ministry-teams', admin.token, {
      name: teamName,
      leaderName: 'Joel',
      contactEmail: 'welcome@torch.test',
      description: 'Greeting everyone at the door.',
      // One of our own images: the page's CSP refuses images from other sites, and the Serve
      // page this team appears on is checked for console errors by other journeys.
      imageUrl: '/uploads/demo/team-hospitality.webp',
      isActive: true,
    });
    const member = await registerMember('Grace Apio');
    const { page, context } = await openPage(browser(), 390, { token: member.token });
    await page.goto(appUrl('/serve'));
    await page.getByRole('button', { name: `Apply to Join ${teamName}` }).click();
    await page.getByLabel('Message').fill('I love meeting new people.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page
      .getByText('Application submitted successfully! The team leader will be in touch.')
      .waitFor();
    await page.getByText(`Pending application to ${teamName}`).waitFor();

    const staff = await openPage(browser(), 1280, { token: admin.token });
    await staff.page.goto(appUrl('/admin/serve'));
    await staff.page.getByRole('tab', { name: /^Applications/ }).click();
    await staff.page.getByRole('button', { name: `Approve Grace Apio for ${teamName}` }).click();
    await staff.page.getByText('Application approved.').waitFor();

    await page.reload();
    await page.getByText(`Approved application to ${teamName}`).waitFor();
    await context.close();
    await staff.context.close();
  });
});
