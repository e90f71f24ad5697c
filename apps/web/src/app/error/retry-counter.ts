/**
 * How many times the user pressed Try Again in a row (docs/product.md#error-screen: after three the
 * button reloads the page). Kept outside React because the error screen itself is remounted
 * by each retry; a route that renders successfully starts the count again.
 */
import { useEffect } from 'react';

export const MAX_RETRIES = 3;

let retries = 0;

export function retryCount(): number {
  return retries;
}

export function recordRetry(): number {
  retries += 1;
  return retries;
}

export function resetRetries(): void {
  retries = 0;
}

export function useResetRetriesOnSuccess(): void {
  useEffect(() => {
    resetRetries();
  }, []);
}
