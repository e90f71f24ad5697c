/** PUT /api/torch-kids/admin (admin): saves the Torch Stars texts; both views refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TorchKidsContent, TorchKidsInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { torchKidsQueryKey } from './get-torch-kids';

export function updateTorchKids(body: TorchKidsInput): Promise<TorchKidsContent> {
  return apiRequest<TorchKidsContent>('/api/torch-kids/admin', { method: 'PUT', body });
}

export function useUpdateTorchKidsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTorchKids,
    onSettled: () => queryClient.invalidateQueries({ queryKey: torchKidsQueryKey }),
  });
}
