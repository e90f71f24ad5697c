/** DELETE /api/leaders/{id} (admin): gone from the list at once, restored if refused. */
import { apiRequest } from '../../../shared/api/http-client';
import { useOptimisticDelete } from '../../../shared/api/use-optimistic-delete';
import { leadersQueryKey } from './get-leaders';

export function deleteLeader(id: string): Promise<void> {
  return apiRequest<void>(`/api/leaders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLeaderMutation() {
  return useOptimisticDelete(leadersQueryKey, deleteLeader);
}
