import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRetries } from './retry-counter';
import { RouteErrorScreen } from './route-error-screen';

let offline = true;
function FlakyPage() {
  if (offline) throw new TypeError('Failed to fetch dynamically imported module');
  return <h1>Events</h1>;
}

describe('route error screen', () => {
  beforeEach(() => {
    resetRetries();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a failed page as a connection issue and renders it again on Try Again', async () => {
    offline = true;
    const router = createMemoryRouter(
      [{ path: '/events', element: <FlakyPage />, errorElement: <RouteErrorScreen /> }],
      { initialEntries: ['/events'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Connection Issue' })).toBeVisible();

    offline = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeVisible();
  });
});
