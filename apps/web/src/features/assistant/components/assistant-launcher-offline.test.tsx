import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// The panel's code cannot be fetched, as when the visitor is offline.
vi.mock('./assistant-panel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('AI assistant without its code', () => {
  it('says so in the panel and leaves the page as it was', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderApp('/about');

    // A plain click, with no hover or focus first to fetch the code early: opening fetches it.
    fireEvent.click(await screen.findByRole('button', { name: 'Open AI Assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });

    expect(within(panel).getByText(/The assistant could not load/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Our Story & Vision' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open AI Assistant' })).toHaveFocus();
  });
});
