/**
 * The app taking over the pre-rendered first screen (src/prerender): start-app begins it as it
 * hydrates, the app ends it once everything has mounted. Code that would otherwise update
 * synchronously during the first commit can wait a frame instead, since the page is already
 * painted, and the first screen's data waits for the end (app/first-screen-data.ts).
 */
let takingOver = false;
let markTakenOver = () => {};

/** Resolves once the takeover has ended (at once after a fresh render, which has none). */
export const firstScreenTakenOver = new Promise<void>((resolve) => (markTakenOver = resolve));

export function beginFirstScreenTakeover(): void {
  takingOver = true;
}

export function endFirstScreenTakeover(): void {
  takingOver = false;
  markTakenOver();
}

export function isTakingOverFirstScreen(): boolean {
  return takingOver;
}
