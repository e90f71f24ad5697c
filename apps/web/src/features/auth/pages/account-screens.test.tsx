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
    expect(requests[0]?.body).toEqual({
      fullName: 'Peter Okello',
      email: 'peter@torch.test',
      password: 'password123',
    });
  });

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
