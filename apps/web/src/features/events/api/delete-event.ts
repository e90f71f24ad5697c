/** DELETE /api/events/{id} (admin): gone from the lists at once, restored if the server refuses. */
import { apiRequest } from '../../../shared/api/http-client';
import { useOptimisticDelete } from '../../../shared/api/use-optimistic-delete';
import { eventsQueryKey } from './get-events';

export function deleteEvent(id: string): Promise<void> {
  return apiRequest<void>(`/api/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEventMutation() {
  return useOptimisticDelete(eventsQueryKey, deleteEvent);
}
