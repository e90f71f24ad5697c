import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultChurchSettings } from '@torch/contract';
import { ErrorScreen } from './error-screen';
import { resetRetries } from './retry-counter';

describe('error screen', () => {
  beforeEach(() => {
    resetRetries();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('calls a network failure a connection issue', () => {
    render(<ErrorScreen error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Connection Issue' })).toBeVisible();
  });

  it('names the church the server wrote into the page, and never Torch when there is none', () => {
    const meta = document.createElement('meta');
    meta.name = 'torch-church';
    meta.content = JSON.stringify({ ...defaultChurchSettings, shortName: 'Grace' });
    document.head.append(meta);
    const { unmount } = render(
      <ErrorScreen error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />,
    );
    expect(screen.getByText(/We could not reach Grace just now/)).toBeVisible();
    unmount();
    meta.remove();

    render(<ErrorScreen error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />);
    expect(screen.getByText(/We could not connect just now/)).toBeVisible();
    expect(document.body).not.toHaveTextContent('Torch');
  });

  it('calls a bad configuration a connection issue too', () => {
    render(<ErrorScreen error={new Error('Invalid API_BASE_URL')} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Connection Issue' })).toBeVisible();
  });

  it('calls anything else "Something went wrong" and shows an Error ID and the support line', () => {
    render(
      <ErrorScreen error={new Error('x is undefined')} onRetry={vi.fn()} development={false} />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(/^Error ID:/)).toHaveTextContent(/ERR-[0-9A-Z]+-[0-9A-Z]+/);
    expect(screen.getByText('If this problem persists, please contact support.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy Error Details' })).toBeNull();
    expect(screen.queryByText(/x is undefined/)).toBeNull();
  });

  it('shows the details to developers only', () => {
    render(<ErrorScreen error={new Error('x is undefined')} onRetry={vi.fn()} development />);
    expect(screen.getByRole('button', { name: 'Copy Error Details' })).toBeVisible();
    expect(screen.getByText(/Error: x is undefined/)).toBeVisible();
  });

  it('retries three times, then reloads the page instead', async () => {
    const onRetry = vi.fn();
    const reload = vi.fn();
    render(<ErrorScreen error={new Error('boom')} onRetry={onRetry} reload={reload} />);
    const user = userEvent.setup();
    const tryAgain = screen.getByRole('button', { name: 'Try Again' });

    for (let attempt = 0; attempt < 3; attempt += 1) await user.click(tryAgain);
    expect(onRetry).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();

    await user.click(tryAgain);
    expect(onRetry).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
