import type { Teaching } from '@torch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function teaching(overrides: Partial<Teaching>): Teaching {
  return {
    _id: overrides.title ?? 'teaching',
    title: 'Faith That Walks on Water',
    speaker: 'Pastor Daniel Mukasa',
    preached_at: '2026-11-17',
    category: 'Faith',
    youtube_url: 'https://www.youtube.com/watch?v=Qm7Tz3vLk2E',
    description: 'Trusting Jesus before the storm is over.',
    created_at: '2026-11-17T20:00:00.000Z',
    ...overrides,
  };
}

describe('teachings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each teaching with its thumbnail, category, speaker and date', async () => {
    fakeApi({ 'GET /api/teachings': { body: [teaching({})] } });
    renderApp('/teachings');

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Faith That Walks on Water' })).toBeVisible();
    expect(within(card).getByText('Faith')).toBeVisible();
    expect(within(card).getByText('Pastor Daniel Mukasa')).toBeVisible();
    expect(within(card).getByText('November 17, 2026')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/Qm7Tz3vLk2E/hqdefault.jpg',
    );
  });

  it('plays a video in a dialog from any of the link forms', async () => {
    fakeApi({
      'GET /api/teachings': {
        body: [teaching({ title: 'Short link', youtube_url: 'https://youtu.be/Hx4pR9sWc1A' })],
      },
    });
    renderApp('/teachings');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Play Short link' }));
    const dialog = screen.getByRole('dialog', { name: 'Short link' });
    const frame = within(dialog).getByTitle('Short link');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Hx4pR9sWc1A\?/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts instead of opening a player when the link has no 11-character id', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/teachings': {
        body: [teaching({ title: 'Broken', youtube_url: 'https://www.youtube.com/watch?v=short' })],
      },
    });
    renderApp('/teachings');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Play Broken' }));
    expect(alert).toHaveBeenCalledWith('Invalid YouTube URL provided for this teaching.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
