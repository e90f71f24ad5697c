/**
 * Whether the app is still taking over the pre-rendered first screen (src/prerender): set by
 * start-app from the moment it hydrates until everything has mounted. Code that would
 * otherwise update synchronously during its first commit can wait a frame instead, since the
 * page is already painted.
 */
let takingOver = false;

export function setTakingOverFirstScreen(value: boolean): void {
  takingOver = value;
}

export function isTakingOverFirstScreen(): boolean {
  return takingOver;
}
