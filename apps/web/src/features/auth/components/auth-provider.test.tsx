import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../../shared/api/http-client';
import { TOKEN_KEY } from '../../../shared/api/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const menuButton = () => screen.findByRole('button', { name: /, account menu$/ });

describe('session', () => {
  it('restores the signed-in member from the stored token', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: 'Ruth Akello' }) },
    });
    renderApp('/', { token: 'stored-token' });

    expect(await screen.findByRole('button', { name: 'Ruth Akello, account menu' })).toBeVisible();
    expect(requests[0]?.headers.authorization).toBe('Bearer stored-token');
  });

  it('drops a stored token the server refuses, without a word', async () => {
    fakeApi({ 'GET /api/profile/me': { status: 401, body: { message: 'Unauthorized' } } });
    renderApp('/', { token: 'old-token' });

    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toBeVisible();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it('keeps the session while the server cannot be reached, and picks it up once online', async () => {
    let reachable = false;
    const { requests } = fakeApi({
      'GET /api/profile/me': () => {
        // What fetch does offline: no answer at all, so nothing is known about the token.
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: createUser({ fullName: 'Ruth Akello' }) };
      },
    });
    renderApp('/about', { token: 'stored-token' });
    const sessionChecks = () => requests.filter((request) => request.path === '/api/profile/me');
    await waitFor(() => expect(sessionChecks()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('stored-token');

    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Ruth Akello, account menu' })).toBeVisible();
  });

  it('signs out on a 401 from any call and says why', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      // A call no page makes on its own, so the 401 arrives exactly when the test sends it.
      'GET /api/users': { status: 401, body: { message: 'Unauthorized' } },
    });
    renderApp('/about', { token: 'revoked-elsewhere' });
    await menuButton();

    await act(async () => {
      await expect(apiRequest('/api/users')).rejects.toThrow();
    });

    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toBeVisible();
  });

  it('signs out from the profile menu, revokes the token and goes home', async () => {
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: 'Ruth Akello' }) },
      'POST /api/auth/logout': { status: 204 },
    });
    const { router } = renderApp('/about', { token: 'session-token' });
    const user = userEvent.setup();

    await user.click(await menuButton());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    const logout = requests.find((request) => request.path === '/api/auth/logout');
    expect(logout?.headers.authorization).toBe('Bearer session-token');
  });
});
