import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const me = createUser({ role: 'Admin', fullName: 'Pastor Ann', email: 'ann@torch.test' });
const ruth = createUser({ fullName: 'Ruth Akello', email: 'ruth@torch.test' });
const boss = createUser({ role: 'Super-Admin', fullName: 'Bishop Paul', email: 'paul@torch.test' });

describe('users in the admin area', () => {
  it('searches, locks my row and Super-Admin rows, and changes a role', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: me },
      'GET /api/users': { body: [me, ruth, boss] },
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
    expect(screen.queryByLabelText('Role for Ruth Akello')).toBeNull();
    expect(screen.getByLabelText('Role for Bishop Paul')).toBeVisible();
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
});
