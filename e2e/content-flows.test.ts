/**
 * Journeys of content flows: coming back to the form one started after signing in, a blog
 * post's old address, completing a campus when approving its proposal, and campus photos and
 * phone numbers on a phone and on a desktop.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { api, registerMember, signInAdmin } from './support/api';
import { openPage, reviewScreenshot, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';

const photo = (name: string) => ({ url: `/uploads/demo/${name}.webp` });

void describe('content flows', () => {
  const browser = useBrowser();

  void it('reopens the application form a visitor started once they have signed in', async () => {
    const admin = await signInAdmin();
    const teamName = `Prayer Team ${randomUUID().slice(0, 6)}`;
    await api('POST', '/api/ministry-teams', admin.token, {
      name: teamName,
      leaderName: 'Joel',
      contactEmail: 'prayer@torch.test',
      description: 'Standing in the gap for the church.',
      imageUrl: '/uploads/demo/team-worship.webp',
      isActive: true,
    });
    const member = await registerMember('Grace Apio');

    const { page, context, problems } = await openPage(browser(), 390);
    await page.goto(appUrl('/serve'));
    await page.getByRole('button', { name: `Apply to Join ${teamName}` }).click();
    await waitForRoute(page, '/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const dialog = page.getByRole('dialog', { name: `Apply for ${teamName}` });
    await dialog.waitFor();
    await reviewScreenshot(page, 'serve-form-reopened-390');
    await dialog.getByLabel('Message').fill('I would love to pray with the team.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page
      .getByText('Application submitted successfully! The team leader will be in touch.')
      .waitFor();
    await page.getByText(`Pending application to ${teamName}`).waitFor();
    await waitForRoute(page, '/serve');
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('opens a post at its old address and shows the current one', async () => {
    const admin = await signInAdmin();
    const title = `Harvest Sunday ${randomUUID().slice(0, 6)}`;
    const created = (await api('POST', '/api/blog', admin.token, {
      title,
      content: 'We gave thanks for the harvest.',
      status: 'published',
      featureImageUrl: '/uploads/demo/blog-family-table.webp',
    })) as { _id: string; slug: string };
    const moved = (await api('PUT', `/api/blog/${created._id}`, admin.token, {
      title: `${title}, a report`,
      content: 'We gave thanks for the harvest.',
      status: 'published',
      featureImageUrl: '/uploads/demo/blog-family-table.webp',
      slug: `${created.slug}-report`,
    })) as { slug: string };

    const { page, context, problems } = await openPage(browser(), 390);
    await page.goto(appUrl(`/blog/${created.slug}`));
    await page.getByRole('heading', { name: `${title}, a report`, level: 1 }).waitFor();
    await waitForRoute(page, `/blog/${moved.slug}`);
    assert.deepEqual(problems, []);
    await context.close();

    for (const width of [1280, 390]) {
      const staff = await openPage(browser(), width, { token: admin.token });
      await staff.page.goto(appUrl('/admin/blog'));
      await staff.page.getByRole('button', { name: `Edit ${title}, a report` }).click();
      const form = staff.page.getByRole('dialog', { name: 'Edit Post' });
      await form.getByRole('button', { name: 'Change address' }).click();
      await form.getByLabel('Address').fill('harvest-thanks');
      await reviewScreenshot(staff.page, `blog-change-address-${width}`);
      await staff.context.close();
    }
  });

  void it('opens a campus complete when its proposal is approved, photos and phone included', async () => {
    const member = await registerMember('Esther Achieng');
    const name = `Kikoni Light ${randomUUID().slice(0, 4)}`;
    await api('POST', '/api/light-campuses/apply', member.token, {
      proposedCampusName: name,
      proposedLocation: 'Kikoni, near Makerere',
      proposedLeaderName: 'Esther Achieng',
      contactInfo: member.email,
      missionStatement: 'A home where students meet Jesus midweek.',
    });

    const admin = await signInAdmin();
    for (const width of [1280, 390]) {
      const staff = await openPage(browser(), width, { token: admin.token });
      await staff.page.goto(appUrl('/admin/campuses'));
      await staff.page.getByRole('button', { name: `Approve ${name}` }).click();
      const form = staff.page.getByRole('dialog', { name: 'Approve and Open Campus' });
      await form.getByLabel('Campus name').waitFor();
      assert.equal(await form.getByLabel('Contact info').inputValue(), member.email);
      await reviewScreenshot(staff.page, `campus-approve-form-${width}`);
      if (width === 390) {
        await form.getByLabel('Contact info').fill('+256 772 555 019');
        await form.getByLabel('Meeting schedule').fill('Thursdays, 6:30 PM');
        await form.getByRole('button', { name: 'Approve and Open' }).click();
        await staff.page.getByText('Application approved.').waitFor();
      }
      await staff.context.close();
    }
    const campuses = (await api('GET', '/api/light-campuses/admin/all', admin.token)) as {
      _id: string;
      name: string;
      contactInfo: string;
      meetingSchedule: string;
    }[];
    const opened = campuses.find((campus) => campus.name === name);
    assert.equal(opened?.meetingSchedule, 'Thursdays, 6:30 PM');
    assert.equal(opened?.contactInfo, '+256 772 555 019');

    // Galleries of 1, 2 and many photos beside the new campus, which has none yet.
    const galleries = [
      [photo('campus-entebbe-1')],
      [photo('campus-ntinda-1'), photo('campus-ntinda-2')],
      [
        photo('campus-makerere-1'),
        photo('campus-makerere-2'),
        photo('campus-makerere-3'),
        photo('campus-ntinda-1'),
        photo('campus-ntinda-2'),
        photo('campus-entebbe-1'),
      ],
    ];
    for (const [index, images] of galleries.entries()) {
      await api('POST', '/api/light-campuses/admin', admin.token, {
        name: `Gallery ${images.length} ${randomUUID().slice(0, 4)}`,
        location: 'Kampala',
        leaderName: 'Ruth Namubiru',
        contactInfo: `Ruth: +256 700 ${index}12 345 or ruth.namubiru@torch.test`,
        meetingSchedule: 'Sundays, 4 PM',
        isActive: true,
        images,
      });
    }

    for (const width of [390, 1280]) {
      const { page, context, problems } = await openPage(browser(), width);
      await page.goto(appUrl('/light-campuses'));
      const number = page.getByRole('link', { name: '+256 772 555 019' });
      await number.waitFor();
      // One line: the number's box is as tall as one line of its text.
      const box = await number.evaluate((element) => {
        const rects = element.getClientRects();
        return { lines: rects.length, height: element.getBoundingClientRect().height };
      });
      assert.equal(box.lines, 1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
      await page.waitForTimeout(600);
      await reviewScreenshot(page, `light-campuses-${width}`);
      await page
        .getByRole('button', { name: /^View 2 more photos of Gallery 6/ })
        .evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await page.evaluate(() => window.scrollBy(0, 120));
      await page.waitForTimeout(600);
      await reviewScreenshot(page, `light-campuses-galleries-${width}`);
      await page.getByRole('button', { name: /^View 2 more photos of Gallery 6/ }).click();
      const viewer = page.getByRole('dialog', { name: /^Gallery 6/ });
      await viewer.getByText('Photo 5 of 6').waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText('Photo 6 of 6').waitFor();
      await page.waitForTimeout(300);
      await reviewScreenshot(page, `campus-photo-viewer-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
