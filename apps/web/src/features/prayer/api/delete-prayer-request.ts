/** DELETE /api/prayer-requests/admin/:id: removes a request for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function deletePrayerRequest(id: string): Promise<void> {
  return apiRequest<void>(`/api/prayer-requests/admin/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeletePrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrayerRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prayer-requests'] }),
  });
}
