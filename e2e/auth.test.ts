/** Journeys of signing up, in and out, and of the guard, in a real browser against the real server. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerMember, revoke, uniqueEmail } from './support/api';
import { openPage, useBrowser, waitForRoute } from './support/browser';
import { appUrl } from './support/env';

void describe('accounts', () => {
  const browser = useBrowser();

  void it('registers, lands on the home page signed in, and signs out', async () => {
    const { page, context, problems } = await openPage(browser(), 1280);
    await page.goto(appUrl('/register'));
    await page.getByLabel('Full name').fill('Esther Nambi');
    await page.getByLabel('Email').fill(uniqueEmail('esther'));
    await page.getByLabel('Password').fill('light-and-love-1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForRoute(page, '/');
    // Chromium puts a space between the name and the screen-reader suffix; jsdom does not.
    const accountMenu = page.getByRole('button', { name: /^Esther Nambi ?, account menu$/ });
    await accountMenu.waitFor();
    assert.ok(await page.evaluate(() => window.localStorage.getItem('token')));

    await page.goto(appUrl('/about'));
    await accountMenu.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await waitForRoute(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('returns to the guarded page after signing in', async () => {
    const member = await registerMember('Daniel Ssempa');
    const { page, context, problems } = await openPage(browser(), 1280);
    await page.goto(appUrl('/profile'));

    await waitForRoute(page, '/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await waitForRoute(page, '/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    assert.equal(await page.getByLabel('Full Name').inputValue(), 'Daniel Ssempa');
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('shows a wrong password inline, in red, with the server message', async () => {
    const member = await registerMember();
    const { page, context } = await openPage(browser(), 390);
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal((await alert.textContent())?.trim(), 'Invalid email or password.');
    // Paint the computed colour (oklch in Tailwind 4) on a canvas to read it back as RGB.
    const [red, green, blue] = await alert.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    assert.ok(red! > green! * 2 && red! > blue! * 2, `expected red, got ${red},${green},${blue}`);
    await context.close();
  });

  void it('sends a member who opens /admin to the home page', async () => {
    const member = await registerMember();
    const { page, context, problems } = await openPage(browser(), 1280, { token: member.token });
    await page.goto(appUrl('/admin'));

    await waitForRoute(page, '/');
    // The hero's texts are editable; its Join Our Community button is always there.
    await page.getByRole('link', { name: 'Join Our Community' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Admin Dashboard' }).count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  void it('signs the user out with a message when the API answers 401', async () => {
    const member = await registerMember('Joel Mukasa');
    const { page, context, problems } = await openPage(browser(), 1280, { token: member.token });
    await page.goto(appUrl('/profile'));
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    // The session ends elsewhere (another device signs out); this tab still holds the token.
    await revoke(member.token);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await waitForRoute(page, '/login');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
