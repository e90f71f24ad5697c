/** POST /api/leaders (admin): a new leader profile; the list refreshes afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Leader, LeaderInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { leadersQueryKey } from './get-leaders';

export function createLeader(body: LeaderInput): Promise<Leader> {
  return apiRequest<Leader>('/api/leaders', { method: 'POST', body });
}

export function useCreateLeaderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeader,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadersQueryKey }),
  });
}
