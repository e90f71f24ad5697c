import type { Leader } from '@torch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factory } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
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
