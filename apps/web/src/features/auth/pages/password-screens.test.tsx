import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('forgot password', () => {
  it('is reached from the sign-in page and says the same whatever the address', async () => {
    const { requests } = fakeApi({
      'POST /api/auth/forgot-password': {
        status: 202,
        body: { message: authMessages.resetLinkSent },
      },
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'ruth@torch.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.resetLinkSent);
    expect(requests.map((request) => request.body)).toEqual([{ email: 'ruth@torch.test' }]);
  });
});

describe('reset password', () => {
  const choose = async (password: string, again = password) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('New password again'), again);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('sends the token from the link with the new password, then goes to sign in', async () => {
    const { requests } = fakeApi({
      'POST /api/auth/reset-password': { body: { message: authMessages.passwordReset } },
    });
    const { router } = renderApp('/reset-password?token=abc-123');
    await choose('a new lamp 2026');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests[0]?.body).toEqual({ token: 'abc-123', password: 'a new lamp 2026' });
  });

  it('checks the two passwords match and the length rule before sending', async () => {
    const { requests } = fakeApi({});
    renderApp('/reset-password?token=abc-123');
    await choose('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('long enough 1', 'long enough 2');
    expect(await screen.findByText('The two passwords are not the same')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal of a spent link", async () => {
    fakeApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: authMessages.resetLinkInvalid },
      },
    });
    renderApp('/reset-password?token=spent');
    await choose('a new lamp 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  it('says so when the link has no token', async () => {
    fakeApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  });
});
