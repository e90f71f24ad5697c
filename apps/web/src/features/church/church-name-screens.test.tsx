/**
 * The church's name on the screens that spoke of "Torch" (docs/configuration.md#church-settings):
 * with the settings renamed, the sign-in and account screens, the newsletter's confirmation page,
 * the profile and the new-convert form say the church's name, tagline and mission, never Torch.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { createUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

const ntinda = {
  name: 'Light of Ntinda Church',
  shortName: 'Ntinda',
  tagline: 'A light on the hill',
  mission: 'Loving our neighbours in Ntinda and beyond.',
};

/** Everything the page shows, the hidden wide-screen panel included (jsdom applies no CSS). */
const pageText = () => document.body.textContent ?? '';
/**
 * The page's own part: the site's menu names Torch Stars, the children's programme, whatever the
 * church is called.
 */
const mainText = () => screen.getByRole('main').textContent ?? '';

describe('a renamed church', () => {
  it.each([
    ['/login', 'Welcome back'],
    ['/register', 'Join the family'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc-123', 'Choose a new password'],
  ])('is named on %s, with its tagline and mission', async (path, heading) => {
    fakeApi({});
    renderApp(path, { church: ntinda });
    await screen.findByRole('heading', { name: heading, level: 1 });
    expect(screen.getAllByText('Ntinda').length).toBeGreaterThan(0);
    expect(screen.getAllByText('A light on the hill').length).toBeGreaterThan(0);
    expect(screen.getByText(ntinda.mission)).toBeInTheDocument();
    expect(pageText()).not.toMatch(/Torch|Spreading light|Igniting hearts/);
  });

  it('asks a newcomer on the sign-in screen whether they are new to it', async () => {
    fakeApi({});
    renderApp('/login', { church: ntinda });
    const link = await screen.findByRole('link', { name: 'Create an account' });
    expect(link.parentElement).toHaveTextContent('New to Ntinda? Create an account');
  });

  it("names it on the home page's blog tile before anything is published", async () => {
    fakeApi({ 'GET /api/blog': { body: [] } });
    renderApp('/', { church: ntinda });
    expect(await screen.findByText('Devotionals and news from the Ntinda family.')).toBeVisible();
  });

  it('is named on the newsletter confirmation page', async () => {
    fakeApi({});
    renderApp(`/newsletter/confirm?token=${'a'.repeat(64)}`, { church: ntinda });
    expect(
      await screen.findByText(
        'Confirm that you would like to receive news from Ntinda at this address.',
      ),
    ).toBeVisible();
    expect(mainText()).not.toContain('Torch');
  });

  it("is named on a member's profile", async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser({ createdAt: '2024-03-01T10:00:00.000Z' }) },
      'GET /api/profile/notifications': {
        body: { preferences: [{ kind: 'private_message', email: true, push: true }] },
      },
    });
    renderApp('/profile?tab=account', { token: 'member-token', church: ntinda });
    expect(await screen.findByText(/^Part of the Ntinda family since /)).toBeVisible();
    await screen.findByText('This browser cannot show notifications from Ntinda.');
    expect(mainText()).toContain('Download everything Ntinda keeps about you');
    expect(mainText()).not.toContain('Torch');
  });

  it('is the family a new convert agrees to be contacted by', async () => {
    fakeApi({});
    renderApp('/new-converts', { church: ntinda });
    expect(
      await screen.findByLabelText('I agree to be contacted by the Ntinda family'),
    ).toBeInTheDocument();
  });
});
