/**
 * Taps on the pre-rendered first screen's buttons made before the app had loaded: the picker
 * in index.html (./first-screen-picker.ts) keeps them in `window.__firstScreenTaps`.
 */
declare global {
  interface Window {
    __firstScreenTaps?: HTMLButtonElement[];
  }
}

/**
 * Stops keeping taps and replays the last one on the element the app has now taken over: a
 * visitor who opened the menu while the app loaded finds it open, not ignored. Where the app drew
 * the page afresh instead of hydrating it (a church's own settings or page texts), the tapped
 * button is gone, and its counterpart in the new page, by name, takes the tap.
 */
export function replayFirstScreenTap(): void {
  const taps = window.__firstScreenTaps;
  window.__firstScreenTaps = undefined;
  const last = taps?.at(-1);
  if (!last) return;
  (last.isConnected ? last : counterpartOf(last))?.click();
}

function counterpartOf(gone: HTMLButtonElement): HTMLButtonElement | undefined {
  const name = buttonName(gone);
  if (!name) return undefined;
  return [...document.querySelectorAll('button')].find((button) => buttonName(button) === name);
}

function buttonName(button: HTMLButtonElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}
