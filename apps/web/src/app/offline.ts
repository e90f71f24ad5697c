/**
 * The installable app's page side (docs/architecture.md#installable-app): registers the service
 * worker once the first screen is the app's, and empties the member's offline data whenever the
 * session ends, in this tab or another.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getToken, subscribeToToken } from '../shared/api/token-storage';
import { clearMemberOfflineData } from '../shared/lib/offline-member-data';

const SERVICE_WORKER_URL = '/service-worker.js';

export function startOffline(queryClient: QueryClient): void {
  subscribeToToken(() => {
    if (getToken() === null) void clearMemberOfflineData();
  });
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // The first visit's answers came before there was a worker to keep them: once one takes this
  // page over, what it shows is asked for again through it, so it can be read offline next time.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void queryClient.refetchQueries({ type: 'active' }),
      { once: true },
    );
  }
  // After the start-up work: installing fetches every page's code, which must not compete with
  // the first screen on a slow phone (docs/benchmarks.md).
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Without a worker the app works as before, only not offline.
    });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
