import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';
import { resetRetries } from './retry-counter';

let shouldFail = true;
function Fragile() {
  if (shouldFail) throw new Error('render failed');
  return <p>Recovered</p>;
}

describe('top-level error boundary', () => {
  beforeEach(() => {
    resetRetries();
    shouldFail = true;
    // React logs caught render errors; the screen under test is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the error screen and renders the app again on Try Again', async () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    shouldFail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeVisible();
  });
});
