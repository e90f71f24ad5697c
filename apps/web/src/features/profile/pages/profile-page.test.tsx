import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@torch/contract';
import { TOKEN_KEY } from '../../../shared/api/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

describe('my profile', () => {
  it('keeps its sections in tabs, tickets and giving first, one at a time, in the address', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: 'Ruth Akello' }) },
      'GET /api/event-registrations/mine': { body: [] },
      'GET /api/donations/mine': { body: [] },
    });
    const { router } = renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tickets', 'Giving', 'Details', 'Account']);
    // The page opens on the details; the account's cards wait in their own tab.
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Full Name')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close my account' })).toBeNull();

    // The keyboard moves along the list; the tab lands in the address.
    within(tabs).getByRole('tab', { name: 'Details' }).focus();
    await user.keyboard('{Home}');
    expect(within(tabs).getByRole('tab', { name: 'Tickets' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'My tickets' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=tickets');
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'My giving' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=giving');
  });

  it('opens the tab a link names', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'GET /api/event-registrations/mine': { body: [] },
    });
    renderApp('/profile?tab=tickets', { token: 'member-token' });
    expect(await screen.findByRole('tab', { name: 'Tickets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByText('When you register for an event, its ticket appears here.'),
    ).toBeVisible();
  });

  it('shows the member card and saves a new name, then reloads the user', async () => {
    let current = createUser({ fullName: 'Ruth Akello', role: 'Admin' });
    const { requests } = fakeApi({
      'GET /api/profile/me': () => ({ body: current }),
      'PUT /api/profile/me': ({ body }) => {
        current = { ...current, fullName: (body as { fullName: string }).fullName };
        return { body: current };
      },
    });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();

    const nameField = await screen.findByLabelText('Full Name');
    const page = within(screen.getByRole('main'));
    expect(page.getByText(current.email, { selector: 'p' })).toBeVisible();
    expect(page.getByText('Admin', { selector: 'span' })).toBeVisible();

    await user.clear(nameField);
    await user.type(nameField, '  Ruth Akello-Okot ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      fullName: 'Ruth Akello-Okot',
      avatarUrl: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Ruth Akello-Okot' })).toBeVisible(),
    );
  });

  it('uploads a new picture and saves it with the profile', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    let current = createUser({ fullName: 'Ruth Akello' });
    const { requests } = fakeApi({
      'GET /api/profile/me': () => ({ body: current }),
      'POST /api/uploads': { status: 201, body: { url: '/uploads/avatars/ruth.webp' } },
      'PUT /api/profile/me': ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: current };
      },
    });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();

    const picture = await screen.findByLabelText<HTMLInputElement>('Profile picture', {
      selector: 'input',
    });
    await user.upload(picture, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/uploads')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      fullName: 'Ruth Akello',
      avatarUrl: '/uploads/avatars/ruth.webp',
    });
  });

  it('requires a name before saving', async () => {
    const { requests } = fakeApi({ 'GET /api/profile/me': { body: createUser() } });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("reports a failed save with the server's message, or a fallback", async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'PUT /api/profile/me': { status: 400, body: { message: 'Full name is too long' } },
    });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Full name is too long')).toBeInTheDocument();

    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'PUT /api/profile/me': { status: 500, body: { message: '' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Failed to update profile')).toBeInTheDocument();
  });

  describe('sign out everywhere', () => {
    it('asks first, signs out every device on the server, then this one, and says so', async () => {
      const { requests } = fakeApi({
        'GET /api/profile/me': { body: createUser({ fullName: 'Ruth Akello' }) },
        'POST /api/auth/logout-all': { body: { message: authMessages.signedOutEverywhere } },
      });
      renderApp('/profile?tab=account', { token: 'member-token' });
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
      // Nothing happens before the member confirms.
      expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

      expect(await screen.findByText(authMessages.signedOutEverywhere)).toBeInTheDocument();
      const signOut = requests.find((request) => request.path === '/api/auth/logout-all');
      expect(signOut?.headers.authorization).toBe('Bearer member-token');
      // This device is signed out too: the token is gone and the profile is no longer shown.
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument(),
      );
      expect(requests.some((request) => request.path === '/api/auth/logout')).toBe(false);
    });

    it('does nothing when the member cancels', async () => {
      const { requests } = fakeApi({ 'GET /api/profile/me': { body: createUser() } });
      renderApp('/profile?tab=account', { token: 'member-token' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('member-token');
    });

    it('keeps the member signed in and says why when the server cannot do it', async () => {
      fakeApi({
        'GET /api/profile/me': { body: createUser() },
        'POST /api/auth/logout-all': { status: 503, body: { message: 'Service unavailable' } },
      });
      renderApp('/profile?tab=account', { token: 'member-token' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

      expect(
        await screen.findByText('Could not sign out everywhere: Service unavailable'),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('member-token');
      expect(screen.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    });
  });

  it('downloads everything the server keeps about the member, with their token', async () => {
    const createObjectURL = vi.fn(() => 'blob:my-data');
    // jsdom has no object URLs; the real ones are put back at the end.
    const real = ['createObjectURL', 'revokeObjectURL'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
    );
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const member = createUser({ fullName: 'Ruth Akello' });
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: member },
      'GET /api/profile/export': {
        body: { exportedAt: '2026-11-26T10:00:00.000Z', profile: member },
        headers: { 'Content-Disposition': 'attachment; filename="my-torch-data.json"' },
      },
    });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toEqual(['my-torch-data.json']));
    const asked = requests.find((request) => request.path === '/api/profile/export');
    expect(asked?.headers.authorization).toBe('Bearer member-token');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('Ruth Akello');
    click.mockRestore();
    for (const [name, descriptor] of real) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it("lists my tickets with the event's date and time in the church's formats, not as stored", async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: 'Ruth Akello' }) },
      'GET /api/event-registrations/mine': {
        body: [
          {
            _id: 'r1',
            event_id: 'e1',
            full_name: 'Ruth Akello',
            email: 'ruth@torch.test',
            phone: null,
            guests: 0,
            status: 'confirmed',
            ticket_code: 'TCK-1',
            checked_in_at: null,
            created_at: '2026-12-01T10:00:00.000Z',
            event_title: 'Carols by Candlelight',
            event_date: '2026-12-19',
            event_time: '18:00',
            event_location: 'Main Sanctuary',
          },
        ],
      },
    });
    renderApp('/profile?tab=tickets', { token: 'member-token' });

    expect(
      await screen.findByText('December 19, 2026, 6:00 PM, Main Sanctuary'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2026-12-19/)).toBeNull();
  });
});
