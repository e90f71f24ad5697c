/** POST /api/testimonies: a story sent for review; it shows publicly once an admin approves it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimony, TestimonyInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function submitTestimony(body: TestimonyInput): Promise<Testimony> {
  return apiRequest<Testimony>('/api/testimonies', { method: 'POST', body });
}

export function useSubmitTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTestimony,
    // The admin list gains a pending story; the public one is unchanged until approval.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonies', 'admin'] }),
  });
}
