import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const me = createUser({ role: 'Admin', fullName: 'Pastor Ann', email: 'ann@torch.test' });
const ruth = createUser({ fullName: 'Ruth Akello', email: 'ruth@torch.test' });
const boss = createUser({ role: 'Super-Admin', fullName: 'Bishop Paul', email: 'paul@torch.test' });

/** The server's directory for an admin: q over names and addresses, role, pages of `size`. */
const directory =
  (all: User[], size = 50) =>
  (request: FakeRequest) => {
    const query = new URL(request.path, 'http://localhost').searchParams;
    const q = query.get('q')?.toLowerCase() ?? '';
    const role = query.get('role');
    const matching = all.filter(
      (user) =>
        (!q || `${user.fullName} ${user.email}`.toLowerCase().includes(q)) &&
        (!role || user.role === role),
    );
    const start = Number(query.get('cursor') ?? 0);
    const next = start + size < matching.length ? String(start + size) : null;
    return {
      body: matching.slice(start, start + size),
      headers: {
        'X-Total-Count': String(matching.length),
        ...(next ? { Link: `</api/users?cursor=${next}>; rel="next"` } : {}),
      },
    };
  };

describe('users in the admin area', () => {
  it('searches, locks my row and Super-Admin rows, and changes a role', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': directory([me, ruth, boss]),
      [`PUT /api/users/${ruth.id}/role`]: { body: { ...ruth, role: 'Admin' } },
    });
    renderApp('/admin/users', { token: 'admin' });

    const ruthRole = await screen.findByLabelText('Role for Ruth Akello');
    expect(screen.getByLabelText('Role for Pastor Ann')).toBeDisabled();
    expect(screen.getByLabelText('Role for Bishop Paul')).toBeDisabled();
    expect(ruthRole).toBeEnabled();
    expect(screen.getAllByRole('option', { name: 'Super Admin' })[0]).toBeDisabled();

    const user = userEvent.setup();
    await user.selectOptions(ruthRole, 'Admin');
    expect(await screen.findByText('User role updated successfully.')).toBeVisible();
    expect(requests.find((sent) => sent.method === 'PUT')?.body).toEqual({ role: 'Admin' });

    await user.type(screen.getByLabelText('Search users by name or email'), 'paul@');
    await waitFor(() => expect(screen.queryByLabelText('Role for Ruth Akello')).toBeNull());
    expect(await screen.findByLabelText('Role for Bishop Paul')).toBeVisible();
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': { body: [me, ruth] },
      [`PUT /api/users/${ruth.id}/role`]: { status: 403, body: { message: 'Not allowed' } },
    });
    renderApp('/admin/users', { token: 'admin' });
    await userEvent
      .setup()
      .selectOptions(await screen.findByLabelText('Role for Ruth Akello'), 'Admin');
    expect(await screen.findByText('Failed to update role: Not allowed')).toBeVisible();
  });

  it('lets the Super-Admin mail a member a reset link, after asking', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: boss },
      'GET /api/users': directory([me, ruth, boss]),
      [`POST /api/users/${ruth.id}/password-reset`]: {
        status: 202,
        body: { message: 'Reset link sent. It works once, for one hour.' },
      },
    });
    renderApp('/admin/users', { token: 'owner' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Ruth Akello a reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a reset link?' });
    expect(dialog).toHaveTextContent('ruth@torch.test');
    expect(requests.some((sent) => sent.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Reset link sent to Ruth Akello.')).toBeVisible();
    expect(requests.filter((sent) => sent.method === 'POST').map((sent) => sent.path)).toEqual([
      `/api/users/${ruth.id}/password-reset`,
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('invites someone by e-mail from Add User, checking the address first', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': directory([me, ruth]),
      'POST /api/users/invitations': {
        status: 202,
        body: {
          message: 'Invitation sent. The e-mail links to the Register page, filled in for them.',
        },
      },
    });
    renderApp('/admin/users', { token: 'admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(dialog).toHaveTextContent('by e-mail only');

    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(requests.some((sent) => sent.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Grace@Example.org');
    await user.type(screen.getByLabelText('Full name (optional)'), 'Grace Namuli');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeVisible();
    expect(requests.find((sent) => sent.method === 'POST')?.body).toEqual({
      email: 'grace@example.org',
      fullName: 'Grace Namuli',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers an Admin no reset links', async () => {
    fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': directory([me, ruth, boss]),
    });
    renderApp('/admin/users', { token: 'admin' });
    await screen.findByLabelText('Role for Ruth Akello');
    expect(screen.queryByRole('button', { name: /reset link/ })).toBeNull();
  });

  it('pages with Load more, counts from the server, and keeps search and role in the address', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      createUser({ fullName: `Member ${String(i + 1).padStart(3, '0')}` }),
    );
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': directory([me, ...many, boss]),
    });
    const { router } = renderApp('/admin/users', { token: 'admin' });
    expect(await screen.findByText('Showing 50 of 122 members')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 100 of 122 members')).toBeVisible();
    expect(screen.getByLabelText('Role for Member 099')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Super-Admin');
    expect(await screen.findByText('1 account')).toBeVisible();
    // One page says nothing of how much of it is shown.
    expect(screen.queryByText(/^Showing /)).toBeNull();
    expect(router.state.location.search).toContain('role=Super-Admin');
    expect(requests.some((sent) => sent.path.includes('role=Super-Admin'))).toBe(true);

    await user.type(screen.getByLabelText('Search users by name or email'), 'nobody');
    expect(await screen.findByText('No users match “nobody”')).toBeVisible();
    expect(router.state.location.search).toContain('q=nobody');
  });

  it('opens with the search and filter a shared link carries', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': directory([me, ruth, boss]),
    });
    renderApp('/admin/users?q=ruth&role=User', { token: 'admin' });
    expect(await screen.findByLabelText('Role for Ruth Akello')).toBeVisible();
    expect(screen.queryByLabelText('Role for Bishop Paul')).toBeNull();
    expect(screen.getByLabelText('Search users by name or email')).toHaveValue('ruth');
    expect(requests.find((sent) => sent.path.startsWith('/api/users'))?.path).toContain('q=ruth');
  });
});
