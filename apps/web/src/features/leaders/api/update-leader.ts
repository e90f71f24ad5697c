/** PUT /api/leaders/{id} (admin): changes a leader profile; the list refreshes afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Leader, LeaderInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { leadersQueryKey } from './get-leaders';

export function updateLeader({ id, body }: { id: string; body: LeaderInput }): Promise<Leader> {
  return apiRequest<Leader>(`/api/leaders/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateLeaderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeader,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadersQueryKey }),
  });
}
