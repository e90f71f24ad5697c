/** DELETE /api/teachings/{id} (admin): gone from the lists at once, restored if refused. */
import { apiRequest } from '../../../shared/api/http-client';
import { useOptimisticDelete } from '../../../shared/api/use-optimistic-delete';
import { teachingsQueryKey } from './get-teachings';

export function deleteTeaching(id: string): Promise<void> {
  return apiRequest<void>(`/api/teachings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeachingMutation() {
  return useOptimisticDelete(teachingsQueryKey, deleteTeaching);
}
