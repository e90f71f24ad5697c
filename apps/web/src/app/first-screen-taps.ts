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
 * visitor who opened the menu while the app loaded finds it open, not ignored.
 */
export function replayFirstScreenTap(): void {
  const taps = window.__firstScreenTaps;
  window.__firstScreenTaps = undefined;
  const last = taps?.at(-1);
  if (last?.isConnected) last.click();
}
