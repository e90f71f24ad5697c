/** DELETE /api/ministry-teams/:id: removes a team for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export function deleteMinistryTeam(id: string): Promise<void> {
  return apiRequest<void>(`/api/ministry-teams/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMinistryTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMinistryTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ministry-teams'] }),
  });
}
