import type { Leader } from '@torch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factory } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { openPagedList } from '../../../test/fake-pages';
import { renderApp } from '../../../test/render-app';

const leader = factory<Leader>(
  {
    _id: 'leader',
    name: 'Pastor Ruth Namubiru',
    title: 'Associate Pastor',
    bio: 'Ruth leads our prayer ministry.',
    photoUrl: '/uploads/demo/leader-ruth-namubiru.webp',
    youtubeUrl: 'https://www.youtube.com/watch?v=Rn3wQ7hFj1T',
  },
  'name',
);

describe('leaders page', () => {
  it('says in plain words when the server cannot be reached, and loads on Try again', async () => {
    let reachable = false;
    fakeApi({
      'GET /api/leaders': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: [leader({})] };
      },
    });
    renderApp('/leaders');

    // The first try and its one retry, then the card.
    const card = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(card).toHaveTextContent('Leaders could not be loaded');
    expect(card).toHaveTextContent(
      'We could not connect just now. Check your connection and try again.',
    );
    expect(card).not.toHaveTextContent('Failed to fetch');

    reachable = true;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pastor Ruth Namubiru')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 10_000);

  it('shows each leader, staggering the cards by 150 ms', async () => {
    fakeApi({
      'GET /api/leaders': {
        body: [leader({}), leader({ name: 'Samuel Okello', photoUrl: '' })],
      },
    });
    renderApp('/leaders');

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('img', { name: 'Portrait of Pastor Ruth Namubiru' }),
    ).toBeVisible();
    expect(within(second).getByTestId('leader-photo-placeholder')).toHaveTextContent('S');
    expect(first.style.animationDelay).toBe('0ms');
    expect(second.style.animationDelay).toBe('150ms');
  });

  it('opens the intro video in a dialog', async () => {
    fakeApi({ 'GET /api/leaders': { body: [leader({})] } });
    renderApp('/leaders');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'View Intro Video of Pastor Ruth Namubiru' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('/embed/Rn3wQ7hFj1T');
  });

  it('says in the dialog when the intro link is not a recognisable video', async () => {
    fakeApi({ 'GET /api/leaders': { body: [leader({ youtubeUrl: 'https://vimeo.com/1234' })] } });
    renderApp('/leaders');

    await userEvent.setup().click(await screen.findByRole('button', { name: /View Intro Video/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pastor Ruth Namubiru: introduction' });
    const notice = within(dialog).getByRole('alert');
    expect(notice).toHaveTextContent("This video can't be played here");
    expect(notice).toHaveTextContent('Invalid YouTube URL provided for this leader.');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Watch on YouTube/ })).toBeNull();
  });

  it('offers a YouTube page that is not a single video (a channel) on YouTube itself', async () => {
    fakeApi({
      'GET /api/leaders': {
        body: [leader({ youtubeUrl: 'https://www.youtube.com/@torchfellowship' })],
      },
    });
    renderApp('/leaders');

    await userEvent.setup().click(await screen.findByRole('button', { name: /View Intro Video/ }));
    expect(
      within(screen.getByRole('dialog')).getByRole('link', { name: /Watch on YouTube/ }),
    ).toHaveAttribute('href', 'https://www.youtube.com/@torchfellowship');
  });
});

describe('leaders page, a page at a time', () => {
  it('shows the first 50 leaders, how many there are, and the rest on Load more', async () => {
    const everyone = Array.from({ length: 57 }, (_, i) =>
      leader({ _id: `l${i}`, name: `Leader ${i}` }),
    );
    const { requests, user } = openPagedList('/leaders', 'GET /api/leaders', everyone);

    expect(await screen.findAllByRole('article')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 57 leaders')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 57 of 57 leaders')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(57);
    expect(screen.getByRole('heading', { name: 'Leader 56' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.at(-1)?.path).toBe('/api/leaders?cursor=l49');
  });
});
