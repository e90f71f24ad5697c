import { useDeferredValue } from 'react';

/**
 * A public read's result, for the landing pages that show it first. React Query hands each new
 * answer to React through useSyncExternalStore, which React renders at once, in one task: on a
 * slow phone each list arriving was one of the load's long tasks (18-50 ms without throttling,
 * in traces of Home and the Blog). With this, the page first renders as it was, then renders
 * the new data in a transition, which yields to the browser every few milliseconds.
 */
export function useDeferredRead<T>(result: T): T {
  return useDeferredValue(result);
}
