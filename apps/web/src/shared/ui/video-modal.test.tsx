import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoModal } from './video-modal';

const video = {
  title: 'Hope for the Weary',
  videoId: '_TzdEPuqgQg',
  link: 'https://youtu.be/_TzdEPuqgQg',
};

function renderPlayer() {
  render(<VideoModal video={video} invalidMessage="Invalid link." onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: video.title });
  const frame = dialog.querySelector('iframe')!;
  return { dialog, frame };
}

/** A message as YouTube's embedded player posts it to the page. */
function playerSays(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = 'https://www.youtube-nocookie.com',
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify(data),
        origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe('video dialog', () => {
  it('asks the player for its events and shows a card when it cannot play the video', () => {
    const { dialog, frame } = renderPlayer();
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/_TzdEPuqgQg\?.*enablejsapi=1&origin=http%3A%2F%2Flocalhost/,
    );
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledWith(expect.stringContaining('"event":"listening"'), '*');

    playerSays(frame, { event: 'onReady', id: video.videoId, channel: 'widget' });
    expect(dialog.querySelector('iframe')).not.toBeNull();

    playerSays(frame, { event: 'onError', info: 150, id: video.videoId, channel: 'widget' });
    const notice = within(dialog).getByRole('alert');
    expect(notice).toHaveTextContent("This video can't be played here");
    expect(notice).not.toHaveTextContent('Invalid link.');
    expect(within(notice).getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=_TzdEPuqgQg',
    );
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('ignores an error said by anyone but the player', () => {
    const { dialog, frame } = renderPlayer();
    playerSays(frame, { event: 'onError', info: 100 }, 'https://evil.example');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'onError', info: 100 }),
          origin: 'https://www.youtube-nocookie.com',
          source: window,
        }),
      );
    });
    expect(dialog.querySelector('iframe')).not.toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
