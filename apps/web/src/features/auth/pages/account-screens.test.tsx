import { defaultChurchSettings } from '@torch/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../shared/api/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign in', () => {
  it('checks the fields with the shared contract before calling the server', async () => {
    const { requests } = fakeApi({});
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it("shows the server's message inline in red", async () => {
    fakeApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password.' } },
    });
    renderApp('/login');
    await signIn('ruth@torch.test', 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert).toHaveClass('text-red-800');
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it("says 'Login failed' when the server gives no message", async () => {
    fakeApi({ 'POST /api/auth/login': { status: 500, body: { message: '' } } });
    renderApp('/login');
    await signIn('ruth@torch.test', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('returns a member to the page they came from', async () => {
    const member = createUser({ role: 'User' });
    fakeApi({
      'POST /api/auth/login': { body: { token: 'fresh', user: member } },
      'GET /api/profile/me': { body: member },
    });
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn(member.email, 'password123');

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('fresh');
  });

  it('sends an admin to the dashboard and a member home by default', async () => {
    const admin = createUser({ role: 'Admin' });
    fakeApi({ 'POST /api/auth/login': { body: { token: 'admin', user: admin } } });
    const { router, unmount } = renderApp('/login');
    await signIn(admin.email, 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    unmount();
    window.localStorage.clear();

    const member = createUser();
    fakeApi({ 'POST /api/auth/login': { body: { token: 'member', user: member } } });
    const second = renderApp('/login');
    await signIn(member.email, 'password123');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });
});

describe('register', () => {
  it('brings a visitor who chose to create an account on the way back to what they started', async () => {
    const member = createUser({ fullName: 'Grace Nakato' });
    fakeApi({
      'POST /api/auth/register': { status: 201, body: { token: 'new', user: member } },
      'GET /api/profile/me': { body: member },
    });
    const { router } = renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.type(await screen.findByLabelText('Full name'), 'Grace Nakato');
    await user.type(screen.getByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("opens an invitation's link with the address and name filled in", async () => {
    fakeApi({});
    renderApp('/register?email=grace%40example.org&name=Grace+Namuli');
    expect(await screen.findByLabelText('Email')).toHaveValue('grace@example.org');
    expect(screen.getByLabelText('Full name')).toHaveValue('Grace Namuli');
  });

  it('signs the new member in and goes home', async () => {
    const member = createUser({ fullName: 'Peter Okello' });
    const { requests } = fakeApi({
      'POST /api/auth/register': { status: 201, body: { token: 'new', user: member } },
    });
    const { router } = renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Peter Okello');
    await user.type(screen.getByLabelText('Email'), 'Peter@Torch.test');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Peter Okello, account menu' })).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      fullName: 'Peter Okello',
      email: 'peter@torch.test',
      password: 'password123',
    });
    // An install that has its admin asks for no setup code.
    expect(screen.queryByLabelText('Setup code')).toBeNull();
  });

  it("asks the first admin of a new install for the setup code from the server's log", async () => {
    const member = createUser({ fullName: 'Pastor John', role: 'Super-Admin' });
    const { requests } = fakeApi({
      'GET /api/auth/setup': { body: { setupCodeRequired: true } },
      'POST /api/auth/register': ({ body }) =>
        (body as { setupCode?: string }).setupCode === 'ABCDE-FGHJK-MNPQR-STUVW'
          ? { status: 201, body: { token: 'new', user: member } }
          : {
              status: 400,
              body: {
                message: "That setup code is not right. Use the code in the server's log.",
                field: 'setupCode',
              },
            },
    });
    renderApp('/register');
    const user = userEvent.setup();
    const codeField = await screen.findByLabelText('Setup code');
    expect(screen.getByText(/This site has no administrator yet/)).toHaveTextContent(
      'the setup code that the server printed in its log when it started',
    );
    await user.type(screen.getByLabelText('Full name'), 'Pastor John');
    await user.type(screen.getByLabelText('Email'), 'john@torch.test');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(codeField, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText("That setup code is not right. Use the code in the server's log."),
    ).toBeVisible();

    await user.clear(codeField);
    await user.type(codeField, 'ABCDE-FGHJK-MNPQR-STUVW');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Pastor John, account menu' })).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toMatchObject({
      setupCode: 'ABCDE-FGHJK-MNPQR-STUVW',
    });
  });

  it('takes the first account, made Super-Admin, to the church setup wizard', async () => {
    const owner = createUser({ fullName: 'Pastor John', role: 'Super-Admin' });
    fakeApi({
      'POST /api/auth/register': { status: 201, body: { token: 'new', user: owner } },
      'GET /api/profile/me': { body: owner },
      'GET /api/church': { body: { ...defaultChurchSettings, configured: false } },
    });
    const { router } = renderApp('/register', { fetchChurch: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Pastor John');
    await user.type(screen.getByLabelText('Email'), owner.email);
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Set up your church')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  }, 30_000);

  it("falls back to 'Registration failed.'", async () => {
    fakeApi({ 'POST /api/auth/register': { status: 500, body: { message: '' } } });
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Peter');
    await user.type(screen.getByLabelText('Email'), 'peter@torch.test');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });
});

describe('cancelling a change of address', () => {
  it('cancels only when the button is pressed, then says so', async () => {
    const { requests } = fakeApi({
      'POST /api/profile/email/cancel': {
        body: { message: 'The change of address was cancelled: your account keeps this address.' },
      },
    });
    renderApp('/cancel-email-change?token=cancel-token');
    const button = await screen.findByRole('button', { name: 'Cancel the change' });
    // Opening the link (a mail scanner does) changes nothing.
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.setup().click(button);
    expect(
      await screen.findByRole('heading', { name: 'Change of address cancelled' }),
    ).toBeVisible();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/profile/email/cancel',
      body: { token: 'cancel-token' },
    });
  });

  it("shows the server's refusal of a spent link", async () => {
    fakeApi({
      'POST /api/profile/email/cancel': {
        status: 400,
        body: { message: 'There is no change of address waiting to be cancelled.' },
      },
    });
    renderApp('/cancel-email-change?token=spent');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no change of address waiting to be cancelled.',
    );
  });
});
