/** DELETE /api/light-campuses/admin/:id: removes a campus for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function deleteCampus(id: string): Promise<void> {
  return apiRequest<void>(`/api/light-campuses/admin/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['light-campuses'] }),
  });
}
