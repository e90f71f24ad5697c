import type { Teaching } from '@torch/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factory } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { openPagedList } from '../../../test/fake-pages';
import { renderApp } from '../../../test/render-app';

const teaching = factory<Teaching>(
  {
    _id: 'teaching',
    title: 'Faith That Walks on Water',
    speaker: 'Pastor Daniel Mukasa',
    preached_at: '2026-11-17',
    category: 'Faith',
    youtube_url: 'https://www.youtube.com/watch?v=Qm7Tz3vLk2E',
    description: 'Trusting Jesus before the storm is over.',
    created_at: '2026-11-17T20:00:00.000Z',
  },
  'title',
);

describe('teachings page', () => {
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

  it('says a video cannot be played, in place of its play button, when the link has no 11-character id', async () => {
    fakeApi({
      'GET /api/teachings': {
        body: [teaching({ title: 'Broken', youtube_url: 'https://vimeo.com/1234' })],
      },
    });
    renderApp('/teachings');

    const card = await screen.findByRole('article');
    expect(within(card).getByText("This video can't be played here")).toBeVisible();
    expect(within(card).getByText('Invalid YouTube URL provided for this teaching.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Play Broken' })).toBeNull();
    // Not a YouTube page, so there is nowhere on YouTube to send the visitor.
    expect(within(card).queryByRole('link', { name: /Watch on YouTube/ })).toBeNull();
  });

  it('says the connection may be weak when the picture does not arrive, and tries again', async () => {
    fakeApi({ 'GET /api/teachings': { body: [teaching({ title: 'Faith' })] } });
    renderApp('/teachings');

    const card = await screen.findByRole('article');
    fireEvent.error(card.querySelector('img')!);

    // Not "can't be played": nothing says the video itself is gone.
    expect(within(card).queryByText("This video can't be played here")).toBeNull();
    expect(within(card).getByText('The video did not load')).toBeVisible();
    expect(within(card).getByText(/The connection may be weak/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Play / })).toBeNull();
    const link = within(card).getByRole('link', { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Qm7Tz3vLk2E');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(within(card).getByRole('button', { name: 'Play Faith' })).toBeVisible();
    expect(card.querySelector('img')).not.toBeNull();
  });

  it('offers the video on YouTube when YouTube has no such video', async () => {
    fakeApi({ 'GET /api/teachings': { body: [teaching({})] } });
    renderApp('/teachings');

    const card = await screen.findByRole('article');
    const image = card.querySelector('img')!;
    Object.defineProperty(image, 'naturalWidth', { value: 120 });
    fireEvent.load(image);

    expect(within(card).getByText("This video can't be played here")).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Play / })).toBeNull();
    const link = within(card).getByRole('link', { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Qm7Tz3vLk2E');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("reads YouTube's grey 120 × 90 placeholder as a missing video, and a real still as playable", async () => {
    fakeApi({
      'GET /api/teachings': {
        body: [
          teaching({ title: 'Removed', youtube_url: 'https://youtu.be/AAAAAAAAAAA' }),
          teaching({ title: 'Present', youtube_url: 'https://youtu.be/BBBBBBBBBBB' }),
        ],
      },
    });
    renderApp('/teachings');

    const [removed, present] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
    ];
    const loadAt = (card: HTMLElement, width: number) => {
      const image = card.querySelector('img')!;
      Object.defineProperty(image, 'naturalWidth', { value: width });
      fireEvent.load(image);
    };
    loadAt(removed, 120);
    loadAt(present, 480);

    expect(within(removed).getByText("This video can't be played here")).toBeVisible();
    expect(within(removed).getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=AAAAAAAAAAA',
    );
    expect(within(present).getByRole('button', { name: 'Play Present' })).toBeVisible();
    expect(within(present).queryByText("This video can't be played here")).toBeNull();
  });
});

describe('teachings page, a page at a time', () => {
  it('shows the first 50 teachings, how many there are, and the rest on Load more', async () => {
    const library = Array.from({ length: 57 }, (_, i) =>
      teaching({ _id: `t${i}`, title: `Message ${i}` }),
    );
    const { requests, user } = openPagedList('/teachings', 'GET /api/teachings', library);

    expect(await screen.findByText('Showing 50 of 57 teachings')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 57 of 57 teachings')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(57);
    expect(screen.getByRole('heading', { name: 'Message 56' })).toBeVisible();
    expect(requests.at(-1)?.path).toBe('/api/teachings?cursor=t49');
  });
});
