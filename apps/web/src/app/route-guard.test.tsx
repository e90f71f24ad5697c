import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { createUser } from '../test/factories';
import { renderApp } from '../test/render-app';

describe('route guard', () => {
  // The pages are lazy chunks. Under a full parallel run, transforming the profile page's
  // imports the first time took longer than a findBy waits (two CI runs timed out at 10 s);
  // loading it beforehand leaves the tests to time what they are about.
  beforeAll(async () => {
    await import('../features/profile/pages/profile-page');
  }, 60_000);

  it('shows a spinner while the stored session is being checked', async () => {
    // The answer is made before the app asks: the spinner can show before the query's fetch
    // starts (that waits for an effect), and answering a request not yet made would be lost.
    let answer: (value: { body: unknown }) => void = () => undefined;
    const profile = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    fakeApi({ 'GET /api/profile/me': () => profile });
    renderApp('/profile', { token: 'stored-token' });

    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    answer({ body: createUser({ fullName: 'Ruth Akello' }) });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in and remembers where they were going', async () => {
    fakeApi({});
    const { router } = renderApp('/profile?tab=details');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/profile', search: '?tab=details' },
    });
  });

  it('keeps members out of the admin area', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser({ role: 'User' }) } });
    const { router } = renderApp('/admin/users', { token: 'member-token' });

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Torch Fellowship', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets admins and super-admins in', async () => {
    for (const role of ['Admin', 'Super-Admin'] as const) {
      fakeApi({ 'GET /api/profile/me': { body: createUser({ role }) } });
      const { router, unmount } = renderApp('/admin/users', { token: `${role}-token` });

      expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/users');
      unmount();
    }
  });
});
