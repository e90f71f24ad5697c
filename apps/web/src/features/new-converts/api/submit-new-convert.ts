/** POST /api/new-converts: someone who has just given their life to Christ says hello. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewConvert, NewConvertInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { newConvertsQueryKey } from './get-new-converts';

export function submitNewConvert(body: NewConvertInput): Promise<NewConvert> {
  return apiRequest<NewConvert>('/api/new-converts', { method: 'POST', body });
}

export function useSubmitNewConvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitNewConvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newConvertsQueryKey }),
  });
}
