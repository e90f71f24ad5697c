/**
 * Open pages follow a saved change within seconds (docs/configuration.md#church-settings): the
 * server announces `church-updated` with the new settings, which go straight into the cache.
 * Loaded on its own after the first screen, so the socket client stays out of the entry.
 */
import type { QueryClient } from '@tanstack/react-query';
import { socketEvents, type ChurchSettings, type ChurchSettingsRead } from '@torch/contract';
import { acquireSocket } from '../../../shared/api/socket-client';
import { churchKeys } from '../api/queries';

/** Listens on the tab's shared socket; the returned function stops listening. */
export function listenForChurch(queryClient: QueryClient): () => void {
  const { socket, release } = acquireSocket();
  const onUpdated = (settings: ChurchSettings) => {
    // Announced only after a save, so the church is configured from now on.
    queryClient.setQueryData<ChurchSettingsRead>(churchKeys.settings, {
      ...settings,
      configured: true,
    });
  };
  // A change made while the socket was down is read again (on a first connection too, which
  // costs one small read).
  const onConnect = () => void queryClient.invalidateQueries({ queryKey: churchKeys.settings });
  socket.on(socketEvents.churchUpdated, onUpdated);
  socket.on('connect', onConnect);
  return () => {
    socket.off(socketEvents.churchUpdated, onUpdated);
    socket.off('connect', onConnect);
    release();
  };
}
