/** DELETE /api/testimonies/admin/:id: removes a story for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function deleteTestimony(id: string): Promise<void> {
  return apiRequest<void>(`/api/testimonies/admin/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimony,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonies'] }),
  });
}
