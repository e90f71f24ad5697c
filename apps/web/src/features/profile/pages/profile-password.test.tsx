import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../shared/api/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

describe("the profile's Password section", () => {
  const fill = async (current: string, next: string) => {
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Current password'), current);
    await user.type(form.getByLabelText('New password'), next);
    await user.click(form.getByRole('button', { name: 'Change password' }));
  };

  it('changes the password and keeps this device signed in with the new token', async () => {
    const member = createUser({ fullName: 'Ruth Akello' });
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: member },
      'PUT /api/profile/password': {
        body: { message: authMessages.passwordChanged, token: 'new-token' },
      },
    });
    renderApp('/profile?tab=account', { token: 'old-token' });
    await fill('old password', 'a brighter lamp 1');

    expect(await screen.findByText(/^Password changed\./)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBe('new-token'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'a brighter lamp 1',
    });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  it('says when the current password is wrong, and stays signed in', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'PUT /api/profile/password': {
        status: 400,
        body: { message: authMessages.wrongCurrentPassword },
      },
    });
    renderApp('/profile?tab=account', { token: 'old-token' });
    await fill('not it', 'a brighter lamp 1');
    expect(
      await screen.findByText(
        `Could not change your password: ${authMessages.wrongCurrentPassword}`,
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('old-token');
  });

  it('keeps to the registration rule before sending', async () => {
    const { requests } = fakeApi({ 'GET /api/profile/me': { body: createUser() } });
    renderApp('/profile?tab=account', { token: 'old-token' });
    await fill('old password', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
