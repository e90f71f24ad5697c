import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayFirstScreenTap } from './first-screen-taps';

/** A button as the pre-rendered page or the app draws it. */
function menuButton(onClick = () => {}): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute('aria-label', 'Open menu');
  button.addEventListener('click', onClick);
  return button;
}

describe('replaying a tap made before the app had loaded', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.__firstScreenTaps = undefined;
  });

  it('clicks the tapped button the app hydrated', () => {
    const opened = vi.fn();
    const button = menuButton(opened);
    document.body.append(button);
    window.__firstScreenTaps = [button];
    replayFirstScreenTap();
    expect(opened).toHaveBeenCalledOnce();
    expect(window.__firstScreenTaps).toBeUndefined();
  });

  it('clicks its counterpart by name when the app drew the page afresh', () => {
    const tapped = menuButton();
    document.body.append(tapped);
    window.__firstScreenTaps = [tapped];
    // A church's own settings: the app replaced the pre-rendered page instead of hydrating it.
    const opened = vi.fn();
    document.body.replaceChildren(menuButton(opened));
    replayFirstScreenTap();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('clicks nothing when the page no longer has such a button', () => {
    const tapped = menuButton();
    document.body.append(tapped);
    window.__firstScreenTaps = [tapped];
    const other = vi.fn();
    const assistant = document.createElement('button');
    assistant.textContent = 'Ask the assistant';
    assistant.addEventListener('click', other);
    document.body.replaceChildren(assistant);
    replayFirstScreenTap();
    expect(other).not.toHaveBeenCalled();
  });
});
