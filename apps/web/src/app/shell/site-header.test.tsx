import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { createUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

async function openMobileMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return { user, menu: screen.getByRole('dialog', { name: 'Site menu' }) };
}

describe('mobile menu', () => {
  it('finds a page by name, goes there, closes and unlocks scrolling', async () => {
    fakeApi({});
    const { router } = renderApp('/');
    const { user, menu } = await openMobileMenu();
    expect(document.body.style.overflow).toBe('hidden');

    await user.type(within(menu).getByRole('searchbox', { name: 'Search pages' }), 'leadership');
    const results = within(menu).getByRole('region', { name: 'Search results' });
    await user.click(within(results).getByRole('link', { name: /^Leadership Philosophy/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/leadership'));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('says so when no page matches', async () => {
    fakeApi({});
    renderApp('/');
    const { user, menu } = await openMobileMenu();
    await user.type(within(menu).getByRole('searchbox'), 'zzz');
    expect(within(menu).getByRole('status')).toHaveTextContent('No pages match “zzz”.');
  });

  it('opens a group as a sub-menu', async () => {
    fakeApi({});
    renderApp('/');
    const { user, menu } = await openMobileMenu();
    const community = within(menu).getByRole('button', { name: 'Community' });
    expect(within(menu).queryByRole('link', { name: 'Prayer Wall' })).toBeNull();

    await user.click(community);
    expect(community).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Prayer Wall' })).toBeVisible();
  });

  it("offers the quick actions, the account links and this year's copyright, as the footer", async () => {
    fakeApi({});
    renderApp('/');
    const { menu } = await openMobileMenu();
    for (const name of ['Prayer', 'Give', 'Sign In', 'Register']) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    const line = `© ${new Date().getFullYear()} Torch. All rights reserved.`;
    expect(within(menu).getByText(line)).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByText(line)).toBeInTheDocument();
    expect(within(menu).getByText('Spreading light & love')).toBeVisible();
  });

  it('shows an admin their badge, initial and the Admin Panel', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: 'joy Atim', role: 'Super-Admin' }) },
    });
    renderApp('/', { token: 'admin-token' });
    await screen.findByRole('button', { name: 'joy Atim, account menu' });
    const { menu } = await openMobileMenu();

    expect(within(menu).getByText('Admin')).toBeVisible();
    expect(within(menu).getByTestId('avatar-initial')).toHaveTextContent('J');
    expect(within(menu).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('hides the Admin Panel from members', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser({ role: 'User' }) } });
    renderApp('/', { token: 'member-token' });
    await screen.findByRole('button', { name: /, account menu$/ });
    const { menu } = await openMobileMenu();

    expect(within(menu).getByRole('link', { name: 'Chat' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/profile?tab=tickets',
    );
    expect(within(menu).getByRole('link', { name: 'Giving' })).toHaveAttribute(
      'href',
      '/profile?tab=giving',
    );
    expect(within(menu).queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(within(menu).queryByText('Admin')).toBeNull();
  });

  it('closes on a click outside it and on Escape, giving focus back', async () => {
    fakeApi({});
    renderApp('/');
    await openMobileMenu();
    fireEvent.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();

    const { user } = await openMobileMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('desktop navigation', () => {
  it('opens one group at a time and closes on an outside click', async () => {
    fakeApi({});
    renderApp('/');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('button', { name: 'About Us' });
    const community = within(nav).getByRole('button', { name: 'Community' });

    await user.click(about);
    expect(within(nav).getByRole('link', { name: /Our Leaders/ })).toBeVisible();
    await user.click(community);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(community).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(community).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the group when a link is chosen', async () => {
    fakeApi({});
    const { router } = renderApp('/');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const getInvolved = within(nav).getByRole('button', { name: 'Get Involved' });

    await user.click(getInvolved);
    await user.click(within(nav).getByRole('link', { name: /Serve/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/serve'));
    expect(getInvolved).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the member's name and email, then Profile, Tickets, Giving, Chat and Sign Out", async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: '', email: 'anon@torch.test' }) },
    });
    renderApp('/', { token: 'member-token' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'User, account menu' }));
    const menu = document.getElementById('profile-menu')!;
    expect(within(menu).getByText('anon@torch.test')).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Tickets', 'Giving', 'Chat']);
    expect(within(menu).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/profile?tab=tickets',
    );
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
