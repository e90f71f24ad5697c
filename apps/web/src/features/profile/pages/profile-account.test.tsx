import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../shared/api/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

describe("the profile's Close my account card", () => {
  const openDialog = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
    return { user, dialog: within(dialog) };
  };

  it('asks for the password, closes the account and signs this device out', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'DELETE /api/profile/me': { body: { message: authMessages.accountClosed } },
    });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const { user, dialog } = await openDialog();
    // Focus starts in the password field; Enter answers.
    expect(dialog.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('my password{Enter}');

    expect(await screen.findByText(authMessages.accountClosed)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      password: 'my password',
    });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal in the dialog and stays signed in", async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'DELETE /api/profile/me': { status: 409, body: { message: authMessages.lastSuperAdmin } },
    });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Password'), 'my password');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));

    expect(await dialog.findByText(authMessages.lastSuperAdmin)).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('member-token');
  });

  it('sends nothing without a password, and nothing when cancelled', async () => {
    const { requests } = fakeApi({ 'GET /api/profile/me': { body: createUser() } });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(dialog.getByText('Password is required')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });
});

describe("the profile's Email section", () => {
  it('sends the new address and the password, and says a link went out', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: createUser({ email: 'ruth@example.org' }) },
      'PUT /api/profile/email': { status: 202, body: { message: authMessages.emailChangeSent } },
    });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const form = within(await screen.findByRole('form', { name: 'Change email' }));
    expect(screen.getByText('ruth@example.org', { selector: 'span' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New email address'), 'Ruth.New@Example.org');
    await user.type(form.getByLabelText('Password'), 'my password');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByText(authMessages.emailChangeSent)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      newEmail: 'ruth.new@example.org',
      password: 'my password',
    });
  });

  it('shows a taken address on its field', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'PUT /api/profile/email': {
        status: 409,
        body: { message: authMessages.emailTaken, field: 'newEmail' },
      },
    });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const form = within(await screen.findByRole('form', { name: 'Change email' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New email address'), 'taken@example.org');
    await user.type(form.getByLabelText('Password'), 'my password');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(authMessages.emailTaken)).toBeInTheDocument();
  });
});
