/** PUT /api/testimonies/admin/:id {is_approved: true}: publishes a story (there is no un-approve). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimony } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function approveTestimony(id: string): Promise<Testimony> {
  return apiRequest<Testimony>(`/api/testimonies/admin/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { is_approved: true },
  });
}

export function useApproveTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTestimony,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonies'] }),
  });
}
